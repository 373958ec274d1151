import Foundation
import SwiftUI
import Testing

// Expected values come from the devices' safe areas (docs/Decisions.md, "Device screens": iPhone 15 393×852 with
// insets 59 top and 34 bottom; iPhone SE 375×667 with 20 top and none bottom; iPad Air 820×1180 with 24 and 20)
// and SwiftUI's rules: the root is proposed the safe area and centered in it; a view that ignores the safe area
// grows, on the edges where it touches the safe area's edge, out to the screen's edge; a safe-area inset view sits
// at its edge and the content is laid out in what is left.
@Suite struct SafeAreaTests {
    @Test("A device host proposes the safe area to the root and reports the screen's size")
    func rootInSafeArea() {
        for (device, safe) in [
            (Device.iPhone15, rect(0, 59, 393, 759)), (.iPhoneSE, rect(0, 20, 375, 647)),
            (.iPhone15ProMax, rect(0, 59, 430, 839)), (.iPadAir, rect(0, 24, 820, 1136)),
        ] {
            let host = ViewHost(Color.red.accessibilityIdentifier("root"), device: device)
            #expect(host.size == device.screenSize)
            #expect(host["root"] == safe, "\(device.name)")
            #expect(host["StatusBar"] == rect(0, 0, device.screenSize.width, device.statusBarHeight))
            #expect(host["HomeIndicator"] != nil || !device.hasHomeIndicator)
        }
        // A view of its own size is centered in the safe area, as an app's window places its root.
        let host = ViewHost(Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box"), device: .iPhone15)
        #expect(host["box"] == rect(146.5, 59 + (759 - 100) / 2, 100, 100))
    }

    @Test("ignoresSafeArea grows a view that touches the safe area's edge to the screen's edge, on the edges named")
    func ignoresSafeArea() {
        let all = ViewHost(Color.green.ignoresSafeArea().accessibilityIdentifier("all"), device: .iPhone15)
        #expect(all["all"] == rect(0, 59, 393, 759), "the modifier's own frame is where its container put it")
        let inner = ViewHost(Color.green.accessibilityIdentifier("color").ignoresSafeArea(), device: .iPhone15)
        #expect(inner["color"] == rect(0, 0, 393, 852))
        let top = ViewHost(Color.green.accessibilityIdentifier("color").ignoresSafeArea(edges: .top), device: .iPhone15)
        #expect(top["color"] == rect(0, 0, 393, 818))
        let old = ViewHost(Color.green.accessibilityIdentifier("color").edgesIgnoringSafeArea(.bottom), device: .iPhone15)
        #expect(old["color"] == rect(0, 59, 393, 793))
        // The keyboard region alone is not the container's: nothing grows.
        let keyboard = ViewHost(Color.green.accessibilityIdentifier("color").ignoresSafeArea(.keyboard), device: .iPhone15)
        #expect(keyboard["color"] == rect(0, 59, 393, 759))
        // In a VStack only the view touching an edge grows, and only at that edge; its neighbour keeps its frame.
        let stack = ViewHost(
            VStack(spacing: 0) {
                Color.blue.accessibilityIdentifier("top").ignoresSafeArea()
                Color.red.frame(height: 100).accessibilityIdentifier("bottom")
            }, device: .iPhone15)
        #expect(stack["top"] == rect(0, 0, 393, 59 + 659))
        #expect(stack["bottom"] == rect(0, 718, 393, 100))
        // A view padded away from the edge does not touch it and does not grow.
        let padded = ViewHost(Color.green.accessibilityIdentifier("color").ignoresSafeArea().padding(20), device: .iPhone15)
        #expect(padded["color"] == rect(20, 79, 353, 719))
        // With no device there is no unsafe area: nothing changes.
        let plain = layOut(300, 200) { Color.green.accessibilityIdentifier("color").ignoresSafeArea() }
        #expect(plain["color"] == rect(0, 0, 300, 200))
    }

    @Test("GeometryProxy.safeAreaInsets: the unsafe depth beyond each edge the reader touches")
    func proxyInsets() {
        final class Box: @unchecked Sendable { var insets: [EdgeInsets] = [] }
        let seen = Box()
        let host = ViewHost(
            VStack(spacing: 0) {
                GeometryReader { proxy in Color.clear.onAppear { seen.insets.append(proxy.safeAreaInsets) } }
                Color.red.frame(height: 100)
            }, device: .iPhone15)
        _ = host.size
        #expect(seen.insets.last == EdgeInsets(top: 59, leading: 0, bottom: 0, trailing: 0))
        let whole = ViewHost(
            GeometryReader { proxy in Color.clear.onAppear { seen.insets.append(proxy.safeAreaInsets) } }, device: .iPhoneSE)
        _ = whole.size
        #expect(seen.insets.last == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        let plain = layOut(100, 100) { GeometryReader { proxy in Color.clear.onAppear { seen.insets.append(proxy.safeAreaInsets) } } }
        _ = plain.size
        #expect(seen.insets.last == EdgeInsets())
    }

    @Test("safeAreaInset: the inset view at the edge at its own height, the content in the rest; ignoring content reaches under it")
    func safeAreaInset() {
        let host = ViewHost(
            Color.blue.accessibilityIdentifier("content")
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    Color.red.frame(height: 50).accessibilityIdentifier("bar")
                }, device: .iPhone15)
        #expect(host["bar"] == rect(0, 768, 393, 50))
        #expect(host["content"] == rect(0, 59, 393, 709))
        let under = ViewHost(
            Color.blue.accessibilityIdentifier("content").ignoresSafeArea()
                .safeAreaInset(edge: .top, spacing: 10) {
                    Color.red.frame(height: 40).accessibilityIdentifier("bar")
                }, device: .iPhone15)
        #expect(under["bar"] == rect(0, 59, 393, 40))
        #expect(under["content"] == rect(0, 0, 393, 852), "under the inset view and the status bar, to the screen's edges")
        let side = layOut(300, 100) {
            Color.blue.accessibilityIdentifier("content")
                .safeAreaInset(edge: .leading, spacing: 0) { Color.red.frame(width: 60).accessibilityIdentifier("side") }
        }
        #expect(side["side"] == rect(0, 0, 60, 100))
        #expect(side["content"] == rect(60, 0, 240, 100))
        #expect(side.size == CGSize(width: 300, height: 100))
    }

    @Test("safeAreaPadding pads like padding, but ignoring content reaches back into it")
    func safeAreaPadding() {
        let host = layOut(300, 200) {
            Color.blue.accessibilityIdentifier("content").safeAreaPadding(20)
        }
        #expect(host["content"] == rect(20, 20, 260, 160))
        let ignoring = layOut(300, 200) {
            Color.blue.accessibilityIdentifier("content").ignoresSafeArea().safeAreaPadding(.horizontal, 20)
        }
        #expect(ignoring["content"] == rect(0, 0, 300, 200))
    }

    @Test("A navigation bar sits under the status bar; its large title under the 44-point row; content below it")
    func navigationBarOnDevice() throws {
        let host = ViewHost(
            NavigationStack {
                Color.clear.accessibilityIdentifier("content").navigationTitle("Inbox")
            }, device: .iPhone15)
        #expect(host["NavigationBar"] == rect(0, 59, 393, 96))
        let title = try #require(host["NavigationBar.title"])
        #expect(title.minX == 16)
        #expect(abs(title.maxY - (59 + 88)) < 0.001)
        #expect(host["content"] == rect(0, 155, 393, 663))
        let se = ViewHost(
            NavigationStack {
                Color.clear.accessibilityIdentifier("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
            }, device: .iPhoneSE)
        #expect(se["NavigationBar"] == rect(0, 20, 375, 44))
        #expect(se["content"] == rect(0, 64, 375, 603))
    }
}
