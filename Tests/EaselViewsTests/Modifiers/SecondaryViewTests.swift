import Foundation
import SwiftUI
import Testing

/// LayoutRules §4.4 (ZStack), §4.5 (overlay, background, border) and §5 (GeometryReader).
@Suite struct SecondaryViewTests {
    // MARK: §4.4 ZStack

    @Test("§4.4 bottomLeading ZStack of 100×50 and 50×100 is 100×100, both in the bottom-left corner")
    func zstackDocExample() {
        let host = layOut(nil, nil) {
            ZStack(alignment: .bottomLeading) {
                box(100, 50).accessibilityIdentifier("a")
                box(50, 100).accessibilityIdentifier("b")
            }
        }
        #expect(host.size == CGSize(width: 100, height: 100))
        #expect(host["a"] == rect(0, 50, 100, 50))
        #expect(host["b"] == rect(0, 0, 50, 100))
    }

    @Test("§4.4 centered by default; every child gets the ZStack's proposal")
    func zstackCenter() {
        let host = layOut(120, 80) {
            ZStack {
                box(100, 50).accessibilityIdentifier("a")
                box(50, 70).accessibilityIdentifier("b")
                Color.red.accessibilityIdentifier("c")
            }
        }
        #expect(host.size == CGSize(width: 120, height: 80))
        #expect(host["a"] == rect(10, 15, 100, 50))
        #expect(host["b"] == rect(35, 5, 50, 70))
        #expect(host["c"] == rect(0, 0, 120, 80))
    }

    @Test("§11 Q15 only the highest-priority children size a ZStack; the rest are proposed its size")
    func zstackPriority() {
        let host = layOut(300, 300) {
            ZStack {
                Color.yellow.layoutPriority(-1).accessibilityIdentifier("bg")
                box(60, 40).accessibilityIdentifier("fg")
            }
        }
        // §4.4 gives only the sizing; that the others are then proposed the ZStack's size is Easel's reading,
        // recorded in docs/Decisions.md ("ZStack sizing").
        #expect(host.size == CGSize(width: 60, height: 40))
        #expect(host["bg"] == rect(0, 0, 60, 40))
        #expect(host["fg"] == rect(0, 0, 60, 40))
    }

    @Test("§4.4 a ZStack is the union of its aligned children, guides included")
    func zstackUnion() {
        let host = layOut(nil, nil) {
            ZStack(alignment: .leading) {
                box(50, 10).alignmentGuide(.leading) { _ in -10 }.accessibilityIdentifier("a")
                box(50, 10).accessibilityIdentifier("b")
            }
        }
        #expect(host.size == CGSize(width: 60, height: 10))
        #expect(host["a"] == rect(10, 0, 50, 10))
        #expect(host["b"] == rect(0, 0, 50, 10))
    }

    @Test("§11 Q7 a ZStack grows with its children; an overlay does not")
    func zstackGrows() {
        #expect(layOut(nil, nil) { ZStack { box(100, 50); box(200, 200) } }.size == CGSize(width: 200, height: 200))
        #expect(layOut(nil, nil) { box(100, 50).overlay(box(200, 200)) }.size == CGSize(width: 100, height: 50))
    }

    // MARK: §4.5 overlay and background

    @Test("§4.5 the secondary view is proposed exactly the primary's size")
    func overlayProposal() {
        let host = layOut(300, 300) { box(100, 50).overlay(Color.red.accessibilityIdentifier("o")) }
        #expect(host["o"] == rect(0, 0, 100, 50))
        let background = layOut(300, 300) { box(100, 50).background(Color.red.accessibilityIdentifier("o")) }
        #expect(background["o"] == rect(0, 0, 100, 50))
    }

    @Test("§4.5 an oversized secondary view overflows, centered, without changing layout")
    func overlayOverflows() {
        let host = layOut(300, 300) {
            VStack(spacing: 0) {
                box(100, 50).overlay(box(200, 200).accessibilityIdentifier("o"))
                box(100, 50).accessibilityIdentifier("next")
            }
        }
        #expect(host.size == CGSize(width: 100, height: 100))
        #expect(host["o"] == rect(-50, -75, 200, 200))
        #expect(host["next"] == rect(0, 50, 100, 50))
    }

    @Test("§4.5 overlay and background alignment")
    func secondaryAlignment() {
        let top = layOut(nil, nil) { box(100, 50).overlay(alignment: .topLeading) { box(20, 20).accessibilityIdentifier("o") } }
        #expect(top["o"] == rect(0, 0, 20, 20))
        let bottom = layOut(nil, nil) { box(100, 50).background(alignment: .bottomTrailing) { box(20, 20).accessibilityIdentifier("o") } }
        #expect(bottom["o"] == rect(80, 30, 20, 20))
        let legacy = layOut(nil, nil) { box(100, 50).overlay(box(20, 20).accessibilityIdentifier("o"), alignment: .trailing) }
        #expect(legacy["o"] == rect(80, 15, 20, 20))
    }

    @Test("§4.5 several secondary views share an implicit ZStack")
    func secondaryImplicitZStack() {
        let host = layOut(nil, nil) {
            box(100, 50).background {
                Color.red.accessibilityIdentifier("fill")
                box(10, 10).accessibilityIdentifier("dot")
            }
        }
        #expect(host["fill"] == rect(0, 0, 100, 50))
        #expect(host["dot"] == rect(45, 20, 10, 10))
    }

    @Test("§4.5 a border is drawn inside the bounds and adds no space")
    func borderAddsNothing() {
        #expect(layOut(nil, nil) { box(100, 50).border(Color.red, width: 4) }.size == CGSize(width: 100, height: 50))
        let host = layOut(nil, nil) { box(100, 50).border(Color.red).padding(4).border(Color.yellow, width: 4) }
        #expect(host.size == CGSize(width: 108, height: 58))
    }

    @Test("§4.5 the secondary view takes nothing from the primary's priority")
    func secondaryKeepsPriority() {
        let host = layOut(100, 10) {
            HStack(spacing: 0) {
                Color.red.layoutPriority(1).overlay(Color.clear).accessibilityIdentifier("a")
                Color.red.frame(minWidth: 20).accessibilityIdentifier("b")
            }
        }
        #expect(host["a"] == rect(0, 0, 80, 10))
    }

    @Test("§9 modifiers on a Group apply to each of its views")
    func groupModifiers() {
        let host = layOut(nil, nil) {
            HStack(spacing: 0) {
                Group {
                    box(10, 10)
                    box(10, 10)
                }
                .padding(5)
            }
        }
        #expect(host.size == CGSize(width: 40, height: 20))
    }

    // MARK: §5 GeometryReader

    @Test("§11 Q5 GeometryReader takes the whole proposal and puts content at its top-leading corner")
    func geometryReaderGreedy() {
        let host = layOut(200, 100) {
            GeometryReader { _ in box(10, 10).accessibilityIdentifier("c") }.accessibilityIdentifier("g")
        }
        #expect(host["g"] == rect(0, 0, 200, 100))
        #expect(host["c"] == rect(0, 0, 10, 10))
    }

    @Test("§5 a nil dimension becomes 0")
    func geometryReaderNil() {
        #expect(layOut(nil, nil) { GeometryReader { _ in Color.red } }.size == .zero)
        #expect(layOut(50, nil) { GeometryReader { _ in Color.red } }.size == CGSize(width: 50, height: 0))
    }

    @Test("§5 the proxy's size is the reader's size, and content is proposed all of it")
    func geometryProxySize() {
        let host = layOut(200, 100) {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 2).accessibilityIdentifier("half")
                Color.blue.accessibilityIdentifier("full")
            }
        }
        #expect(host["half"] == rect(0, 0, 100, 50))
        #expect(host["full"] == rect(0, 0, 200, 100))
    }

    @Test("§5 frame(in:) in local, global and named coordinate spaces")
    func geometryProxyFrames() {
        let host = layOut(100, 100) {
            VStack(spacing: 0) {
                box(100, 30)
                VStack(spacing: 0) {
                    box(100, 20)
                    GeometryReader { proxy in
                        let local = proxy.frame(in: .local)
                        let global = proxy.frame(in: .global)
                        let named = proxy.frame(in: .named("panel"))
                        let modern = proxy.frame(in: CoordinateSpace.named("panel"))
                        box(local.minX + 1, local.height).accessibilityIdentifier("local")
                        box(global.minY, global.height).accessibilityIdentifier("global")
                        box(named.minY, modern.minY).accessibilityIdentifier("named")
                    }
                }
                .coordinateSpace(name: "panel")
            }
        }
        // The reader sits at y = 50 globally and at y = 20 in the panel, and is 50 tall.
        #expect(host["local"]?.size == CGSize(width: 1, height: 50))
        #expect(host["global"]?.size == CGSize(width: 50, height: 50))
        #expect(host["named"]?.size == CGSize(width: 20, height: 20))
    }

    @Test("§5 in an overlay a GeometryReader measures the primary without changing it")
    func geometryReaderInOverlay() {
        let host = layOut(300, 300) {
            box(120, 40).overlay(GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 4).accessibilityIdentifier("quarter")
            })
        }
        #expect(host.size == CGSize(width: 120, height: 40))
        #expect(host["quarter"] == rect(0, 0, 30, 40))
    }

    @Test("§5 an unknown coordinate space falls back to global, with a diagnostic")
    func unknownCoordinateSpace() {
        let host = layOut(100, 100) {
            GeometryReader { proxy in
                box(proxy.frame(in: .named("nowhere")).width, 10).accessibilityIdentifier("w")
            }
        }
        #expect(host["w"]?.width == 100)
        #expect(!host.diagnostics.isEmpty)
    }
}
