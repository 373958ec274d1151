import EaselLayout
@testable import EaselViews
import Foundation
import SwiftUI
import Testing

/// Easel's inspection API: ViewHost, the tree dump, the trace, diagnostics, and the README's example.
@Suite struct InspectionTests {
    struct Badge: View {
        var body: some View {
            HStack {
                Circle().frame(width: 24, height: 24)
                Color.blue.frame(height: 24).accessibilityIdentifier("bar")
                Spacer()
            }
            .padding()
        }
    }

    @Test("The README's first example gives the numbers it promises")
    func readmeExample() {
        let host = ViewHost(Badge(), proposal: ProposedViewSize(width: 320, height: 100))
        // padding 16 → HStack offered 288×68; circle 24, gap 8, the bar takes 288 − 24 − 8 − 8 = 248, then
        // the Spacer's minimum 8 (no gap beside a Spacer).
        #expect(host.size == CGSize(width: 320, height: 56))
        #expect(host.frame(of: "bar") == rect(48, 16, 248, 24))
        let story = host.layoutTrace().description
        #expect(story.contains("The padding proposes 288×68 to HStack."))
        #expect(story.contains("HStack chooses 288×24."))
    }

    @Test("The tree dump has one line per node with proposal, size and position")
    func layoutDescription() {
        let host = layOut(200, 100) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50).accessibilityIdentifier("a")
                Color.blue
            }
        }
        let expected = """
            HStack(spacing: 0) proposed 200×100 → 200×100 at (0, 0)
              frame(width: 50) #a proposed 100×100 → 50×100 at (0, 0)
                Color proposed 50×100 → 50×100 at (0, 0)
              Color proposed 150×100 → 150×100 at (50, 0)
            """
        #expect(host.layoutDescription() == expected)
    }

    @Test("The trace records a stack's probing: minimum, maximum, then the offer")
    func traceProbing() {
        let host = layOut(100, 10) { HStack(spacing: 0) { Color.red; Color.blue } }
        let trace = host.layoutTrace()
        let proposals = trace.events.filter { $0.kind == .measured && $0.parent == "HStack" }.map(\.proposal)
        #expect(proposals.prefix(3) == [
            ProposedViewSize(width: 0, height: 10), ProposedViewSize(width: .infinity, height: 10),
            ProposedViewSize(width: 0, height: 10),
        ])
        #expect(trace.events.contains { $0.kind == .placed && $0.view == "HStack" })
    }

    @Test("A frame with a given height answers each proposed width once: the proposed height never changes its answer")
    func frameIgnoresProposedHeight() {
        // The column probes the row at several heights, and the row probes the frame at several widths for
        // each; a frame's given height replaces the proposal's (LayoutRules §2.1), so one answer a width holds.
        let host = layOut(200, 300) {
            VStack(spacing: 0) {
                HStack(spacing: 0) { Color.red.frame(height: 20); Color.blue }
                Color.green
            }
        }
        let trace = host.layoutTrace()
        let asked = trace.events.filter { $0.view.hasPrefix("frame") && $0.kind != .placed }
        let measured = asked.filter { $0.kind == .measured }.map(\.proposal)
        #expect(Set(measured.map(\.width)).count == measured.count)
        #expect(Set(asked.map(\.proposal)).count > measured.count)
        #expect(host.layoutDescription().contains("frame(height: 20) proposed 100×150 → 100×20 at (0, 65)"))
    }

    @Test("frame(of:) is nil for an unknown identifier; the first view in tree order wins a duplicate")
    func identifiers() {
        let host = layOut(nil, nil) {
            VStack(spacing: 0) {
                box(10, 10).accessibilityIdentifier("twice")
                box(20, 20).accessibilityIdentifier("twice")
            }
        }
        #expect(host.frame(of: "missing") == nil)
        #expect(host.frame(of: "twice") == rect(5, 0, 10, 10))
    }

    @Test("Diagnostics name the place in the tree and how to fix it")
    func diagnosticsHavePaths() {
        struct Screen: View {
            var body: some View {
                VStack { Color.red.frame(width: -1) }
            }
        }
        let host = layOut(100, 100) { Screen() }
        let diagnostic = host.diagnostics.first
        #expect(diagnostic?.path.contains("Screen/VStack") == true)
        #expect(diagnostic?.path.hasSuffix("/frame") == true, "the modifier's own name ends the path")
        #expect(diagnostic?.message.contains("width -1") == true)
        #expect(diagnostic?.fix.isEmpty == false)
    }

    @Test("Modifiers', colors', shapes' and spacers' nodes share their view's path and are described with their own name below it")
    func nodesNamedByTheirLayout() throws {
        let host = layOut(100, 100) {
            VStack {
                Color.red.frame(width: 10, height: 10).padding(3)
                Spacer()
                Circle().stroke(lineWidth: 2)
                Divider()
            }
        }
        func nodes(_ node: LayoutNode) -> [LayoutNode] { [node] + node.children.flatMap(nodes) }
        let all = nodes(try #require(host.root))
        let padding = try #require(all.first { $0.name == "padding" })
        let frame = try #require(padding.children.first)
        let color = try #require(frame.children.first)
        #expect(frame.name == "frame" && color.name == "Color")
        // Both modifiers wrap the same view, and the color is that view: one path, no component of their own.
        let path = try #require(frame.path as? ViewPath)
        #expect(padding.path === path && color.path === path)
        #expect(padding.isNamedByLayout && frame.isNamedByLayout && color.isNamedByLayout)
        #expect(frame.pathDescription == ViewPath(parent: path, label: .text("frame")).description)
        #expect(padding.pathDescription == ViewPath(parent: path, label: .text("padding")).description)
        #expect(color.pathDescription == ViewPath(parent: path, label: .type(Color.self)).description)
        #expect(color.pathDescription.hasSuffix("VStack/Color"))
        for name in ["Spacer", "Circle", "Divider"] {
            let node = try #require(all.first { $0.name == name })
            #expect(node.isNamedByLayout)
            #expect(node.pathDescription.hasSuffix("VStack/\(name)"), "\(node.pathDescription)")
        }
        // The stack itself keeps a component of its own.
        let stack = try #require(all.first { $0.name == "VStack" })
        #expect(!stack.isNamedByLayout)
    }

    @Test("A stroke's diagnostic names the shape")
    func strokeDiagnosticNamesTheShape() {
        let host = layOut(100, 100) { VStack { Circle().stroke(lineWidth: -1) } }
        #expect(host.diagnostics.first?.path.hasSuffix("VStack/Circle") == true, "\(host.diagnostics)")
    }

    @Test("Separate hosts lay out on separate threads at once")
    func concurrentHosts() async {
        let sizes = await withTaskGroup(of: CGSize.self) { group in
            for index in 0..<8 {
                group.addTask {
                    ViewHost(Color.red.frame(width: CGFloat(index)), proposal: ProposedViewSize(width: 100, height: 100)).size
                }
            }
            var result: [CGSize] = []
            for await size in group { result.append(size) }
            return result
        }
        #expect(Set(sizes.map(\.width)) == Set((0..<8).map { CGFloat($0) }))
    }
}
