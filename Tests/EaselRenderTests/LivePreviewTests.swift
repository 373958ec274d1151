import Easel
@testable import EaselTools
@testable import EaselViews
import Foundation
import Testing

// What `easel preview` and `easel render` rely on beyond the server (issue 23): previews compiled as Xcode
// compiles them, a canvas that grows to what a view draws, and the live mode's commands.
@MainActor
@Suite struct LivePreviewTests {
    @Test("Platform conditions take the iOS simulator's side, in #if lines only, columns kept")
    func platformConditions() {
        let source = """
            import SwiftUI
            #if os(iOS) && targetEnvironment(simulator)
            let a = "os(iOS)"  // os(macOS)
            #elseif os( macOS ) || os(Linux)
            let b = 2
            #endif
            #if canImport(UIKit)
            #endif

            #Preview { Text("x") }
            """
        let compiled = PreviewSourceFile(source: source, path: "/tmp/P.swift").compilableSource
        let lines = compiled.components(separatedBy: "\n")
        #expect(lines.contains("#if true    && true                        "))
        #expect(lines.contains("#elseif false       || false    "))
        // Code, strings and comments are not conditions; canImport is left to the compiler.
        #expect(lines.contains(#"let a = "os(iOS)"  // os(macOS)"#))
        #expect(lines.contains("#if canImport(UIKit)"))
        for (original, rewritten) in zip(source.components(separatedBy: "\n"), lines.drop { !$0.hasPrefix("import SwiftUI") }) {
            #expect(original.count == rewritten.count || original.hasPrefix("#Preview"), "columns move on: \(original)")
        }
    }

    @Test("Several views at a #Preview root are previews of their own; one view is run as the block's body")
    func siblingsSplit() {
        let pair = EaselPreviewSource(_EaselPreview("Pair") { Text("A"); Text("B").preferredColorScheme(.dark) }, line: 1)
        let items = pair.items()
        #expect(items.count == 2)
        #expect(items.map(\.traits.colorScheme) == [nil, .dark])
        #expect(EaselPreviewSource(_EaselPreview { Text("A") }, line: 1).items().count == 1)
    }

    @Test("A view offset past its frame: drawn bounds hold it, and a canvas of them shows it")
    func canvasGrows() throws {
        // The offset modifier's frame is the view's 10×10; its child is placed 20 right and 5 down.
        let host = ViewHost(Color.red.frame(width: 10, height: 10).offset(x: 20, y: 5))
        #expect(host.size == CGSize(width: 10, height: 10))
        #expect(host.drawnBounds == CGRect(x: 0, y: 0, width: 30, height: 15))
        let canvas = try #require(EaselPreviewRunner.canvas(of: host))
        let pixels = try Pixels(png: try host.render(as: .png, scale: 1, canvas: canvas))
        #expect(pixels.width == 30 && pixels.height == 15)
        #expect(pixels[25, 10] == IOS.red)
        #expect(pixels[5, 2].a == 0, "nothing is drawn where the view is not")
        // A view inside its frame needs no canvas; what a scroll view clips away does not count.
        #expect(EaselPreviewRunner.canvas(of: ViewHost(Color.red.frame(width: 10, height: 10))) == nil)
        let scrolling = ViewHost(ScrollView { Color.red.frame(width: 10, height: 500) }.frame(width: 10, height: 50))
        #expect(EaselPreviewRunner.canvas(of: scrolling) == nil)
        // Nor does what a clip cuts away: an image filling a smaller frame, clipped, or a rounded card.
        let clipped = ViewHost(Color.red.frame(width: 300, height: 300).frame(width: 100, height: 60).clipped())
        #expect(EaselPreviewRunner.canvas(of: clipped) == nil)
        let shaped = ViewHost(Color.red.frame(width: 300, height: 300).frame(width: 100, height: 60).clipShape(Circle()))
        #expect(EaselPreviewRunner.canvas(of: shaped) == nil)
        let rounded = ViewHost(Color.red.frame(width: 300, height: 300).frame(width: 100, height: 60).cornerRadius(8))
        #expect(EaselPreviewRunner.canvas(of: rounded) == nil)
    }

    /// A column of 20 rows, 50 points each, in a 200-point scroll view.
    struct Rows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { row in Color.blue.frame(height: 50).accessibilityIdentifier("row\(row)") }
                }
            }
            .frame(width: 100, height: 200)
            .accessibilityIdentifier("scroll")
        }
    }

    @Test("A wheel over a scroll view scrolls it by the delta, clamped to its content; elsewhere nothing scrolls")
    func wheelScrolls() {
        let host = ViewHost(Rows())
        #expect(host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 120)))
        #expect(host.contentOffset(of: "scroll") == CGPoint(x: 0, y: 120))
        #expect(host.frame(of: "row3")?.minY == 30)
        // 20 × 50 = 1,000 points of content in 200: the offset stops at 800.
        host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 0, height: 5000))
        #expect(host.contentOffset(of: "scroll") == CGPoint(x: 0, y: 800))
        // A vertical scroll view does not take a sideways wheel; a point outside it finds none.
        #expect(!host.scroll(at: CGPoint(x: 50, y: 100), by: CGSize(width: 40, height: 0)))
        #expect(!host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: 10)))
    }

    @Test("Keys go to the field under the point: characters append, a backspace deletes, Return submits")
    func typingAtAPoint() throws {
        struct Form: View {
            @State private var name = ""
            @State private var submitted = 0
            var body: some View {
                VStack {
                    TextField("Name", text: $name).onSubmit { submitted += 1 }.accessibilityIdentifier("field")
                    Text("\(name)|\(submitted)")
                }
                .frame(width: 200)
            }
        }
        let host = ViewHost(Form())
        let field = try #require(host.frame(of: "field"))
        let point = CGPoint(x: field.midX, y: field.midY)
        #expect(host.type("Adb", at: point))
        #expect(host.type("\u{8}a\n", at: point))
        #expect(host.layoutDescription().contains(#"Text("Ada|1")"#))
        #expect(!host.type("x", at: CGPoint(x: 100, y: 1000)))
    }

    @Test("The live mode answers a frame, a tap, a scroll and an explanation")
    func liveCommands() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Button("Count \(count)") { count += 1 }.padding(20).accessibilityIdentifier("button")
            }
        }
        var options = EaselPreviewRunner.Options(["--mode", "serve", "--layout", "fit"])
        options.scale = 1
        let (host, onDevice) = EaselPreviewRunner.preview(PreviewItem(view: AnyView(Counter()), traits: PreviewTraits()), options: options)
        #expect(!onDevice)
        let live = LivePreview(host: host, onDevice: onDevice, options: options)
        let first = live.perform(["op": "frame"])
        let png = try #require(Data(base64Encoded: first["png"] as? String ?? ""))
        let pixels = try Pixels(png: png)
        #expect(pixels.width == Int((first["width"] as? Double) ?? 0))
        let views = try #require(first["views"] as? [[String: Any]])
        #expect(views.contains { $0["detail"] as? String == #""Count 0""# })
        let button = try #require(views.first { $0["id"] as? String == "button" })
        let x = (button["x"] as! Double) + (button["width"] as! Double) / 2
        let y = (button["y"] as! Double) + (button["height"] as! Double) / 2
        let tapped = live.perform(["op": "tap", "x": x, "y": y])
        #expect(tapped["error"] == nil)
        #expect((tapped["views"] as? [[String: Any]])?.contains { $0["detail"] as? String == #""Count 1""# } == true)
        #expect(live.perform(["op": "scroll", "x": x, "y": y, "dx": 0, "dy": 10])["error"] as? String == "nothing there scrolls that way")
        #expect(live.perform(["op": "jump"])["error"] as? String == #"unknown command "jump""#)
        // The padding's conversation: its parent proposes to it, it proposes to its child, and where each went.
        let padding = try #require(views.firstIndex { ($0["name"] as? String) == "padding" })
        let explanation = try #require(live.perform(["op": "explain", "view": padding])["explanation"] as? String)
        #expect(explanation.contains("proposes"))
        #expect(explanation.contains("places padding"))
    }
}
