import Foundation
import SwiftUI
import Testing

/// The seeds' constructions that need no text, laid out and checked by the rules they illustrate.
/// A fixed-size box stands in where the seeds put a Text or an Image.
@Suite struct SeedSceneTests {
    /// The hit point bar's background: a GeometryReader holding a leading-aligned ZStack of two rectangles,
    /// the front one as wide as the remaining hit points allow.
    struct HitPointBackground: View {
        let hitPoints: Int
        let damageTaken: Int

        var body: some View {
            GeometryReader { g in
                ZStack(alignment: .leading) {
                    Rectangle()
                        .fill(Color.red)
                        .accessibilityIdentifier("red")
                    Rectangle()
                        .fill(Color.green)
                        .frame(width: g.size.width * CGFloat(hitPoints - damageTaken) / CGFloat(hitPoints))
                        .accessibilityIdentifier("green")
                }
            }
        }
    }

    @Test("Secondary views: the hit point bar's background takes the label's size; green covers 33/60")
    func hitPointBar() {
        let host = layOut(390, 844) {
            box(40, 16)
                .frame(minWidth: 0, maxWidth: .infinity)
                .background(HitPointBackground(hitPoints: 60, damageTaken: 27))
                .frame(width: 200)
        }
        #expect(host.size == CGSize(width: 200, height: 16))
        #expect(host["red"] == rect(0, 0, 200, 16))
        #expect(host["green"] == rect(0, 0, 110, 16))
    }

    @Test("Secondary views: ZStack with a priority -1 color behaves like a background")
    func zstackAsSecondaryView() {
        let asZStack = layOut(390, 844) {
            ZStack {
                Color.yellow.layoutPriority(-1).accessibilityIdentifier("color")
                box(150, 40).accessibilityIdentifier("label")
            }
        }
        let asBackground = layOut(390, 844) {
            box(150, 40).accessibilityIdentifier("label").background(Color.yellow.accessibilityIdentifier("color"))
        }
        #expect(asZStack.size == CGSize(width: 150, height: 40))
        #expect(asZStack["color"] == asBackground["color"])
        #expect(asZStack["label"] == asBackground["label"])
    }

    @Test("Secondary views: an oversized background spills over without moving the VStack's other rows")
    func oversizedBackground() {
        let host = layOut(390, 844) {
            VStack {
                box(150, 40).background(box(300, 300).accessibilityIdentifier("art"))
                box(150, 40).accessibilityIdentifier("next")
            }
        }
        #expect(host.size == CGSize(width: 150, height: 88))
        #expect(host["next"] == rect(0, 48, 150, 40))
        #expect(host["art"] == rect(-75, -130, 300, 300))
    }

    @Test("GeometryReader: content limited to half the reader keeps its ratio and is centered")
    func geometryReaderHalf() {
        let host = layOut(400, 300) {
            GeometryReader { g in
                ZStack {
                    Color.red
                        .aspectRatio(2, contentMode: .fit)
                        .frame(maxWidth: g.size.width / 2, maxHeight: g.size.height / 2)
                        .accessibilityIdentifier("picture")
                }
                .frame(width: g.size.width, height: g.size.height)
            }
        }
        // Half of 400×300 is 200×150: the max-size frame takes all of it (§11 Q1), centered in the reader;
        // the 2:1 picture fitted inside it is 200×100.
        #expect(host["picture"] == rect(100, 75, 200, 150))
        #expect(host.size == CGSize(width: 400, height: 300))
    }

    @Test("Size-limiting frames: frame(maxHeight: 200) is 200 tall for short and long content")
    func sizeLimitingFrames() {
        let short = layOut(390, 844) { box(300, 40).frame(maxHeight: 200) }
        #expect(short.size.height == 200)
        let tall = layOut(390, 844) { box(300, 500).frame(maxHeight: 200) }
        #expect(tall.size.height == 200)
        // fixedSize(vertical:) after the frame proposes nil height: the frame then hugs its content.
        let hugging = layOut(390, 844) { box(300, 40).frame(maxHeight: 200).fixedSize(horizontal: false, vertical: true) }
        #expect(hugging.size.height == 40)
        let capped = layOut(390, 844) { box(300, 500).frame(maxHeight: 200).fixedSize(horizontal: false, vertical: true) }
        #expect(capped.size.height == 200)
    }

    @Test("Padding: a view in padding in a 200×200 frame is offered 168×168 and centered")
    func paddingInFrame() {
        let host = layOut(390, 844) {
            Color.red.accessibilityIdentifier("c").padding().frame(width: 200, height: 200)
        }
        #expect(host["c"] == rect(16, 16, 168, 168))
    }

    @Test("Borders: border, padding 4, a 4-point yellow border and another border make a 5-point edge")
    func borders() {
        let host = layOut(390, 844) {
            box(100, 20).accessibilityIdentifier("content")
                .border(Color.red)
                .padding(4)
                .border(Color.yellow, width: 4)
                .border(Color.red)
        }
        #expect(host.size == CGSize(width: 108, height: 28))
        #expect(host["content"] == rect(4, 4, 100, 20))
    }

    @Test("Kodeco: a congratulations header of two 90-point rectangles fills its 180-point ZStack")
    func congratulationsHeader() {
        let host = layOut(390, 844) {
            ZStack {
                VStack(spacing: 0) {
                    Rectangle().frame(height: 90).foregroundColorless().accessibilityIdentifier("top")
                    Rectangle().frame(height: 90).accessibilityIdentifier("bottom")
                }
                box(120, 120).accessibilityIdentifier("avatar")
            }
            .frame(height: 180)
        }
        #expect(host["top"] == rect(0, 0, 390, 90))
        #expect(host["bottom"] == rect(0, 90, 390, 90))
        #expect(host["avatar"] == rect(135, 30, 120, 120))
    }
}

extension View {
    /// Stands in for the colour modifiers of the seed (drawing only, no effect on layout).
    fileprivate func foregroundColorless() -> some View { self }
}
