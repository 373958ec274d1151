import Foundation
import SwiftUI
import Testing

// Context menus: at rest the view draws and lays out as it would without one; a long press presents the menu over
// the blurred screen, the view lifted where it stands (or a custom preview, centered on it) and the 250-point
// platter of a Menu 8 points below it, leading edges together when the view is in the screen's leading half. A
// row's tap acts and closes the menu; a tap anywhere else closes it without acting.
@Suite struct ContextMenuTests {
    final class Log: @unchecked Sendable { var actions: [String] = [] }

    struct Screen<Preview: View>: View {
        let log: Log
        var preview: Preview?
        var withMenu = true

        var body: some View {
            let photo = Text("Photo").padding(40).background(Color.orange).accessibilityIdentifier("photo")
            VStack(alignment: .leading) {
                if !withMenu {
                    photo
                } else if let preview {
                    photo.contextMenu { items } preview: { preview }
                } else {
                    photo.contextMenu { items }
                }
                Spacer()
            }
            .padding(20)
            .frame(width: 393, height: 600, alignment: .topLeading)
        }

        @ViewBuilder private var items: some View {
            Button("Copy", systemImage: "doc.on.doc") { log.actions.append("copy") }.accessibilityIdentifier("copy")
            Button("Delete", role: .destructive) { log.actions.append("delete") }
        }
    }

    private func screen(_ log: Log = Log()) -> ViewHost { layOut(393, 600) { Screen<EmptyView>(log: log) } }

    @Test("At rest the view is as it would be without a context menu, and a tap opens nothing")
    func atRest() throws {
        let host = screen()
        let plain = layOut(393, 600) { Screen<EmptyView>(log: Log(), withMenu: false) }
        #expect(host["photo"] == plain["photo"])
        #expect(host.texts == ["Photo"])
        try host.tap(identifier: "photo")
        #expect(host.presentations.isEmpty)
    }

    @Test("A long press opens the platter 8 points below the view, leading edges together; a row acts and closes it")
    func longPress() throws {
        let log = Log()
        let host = screen(log)
        let photo = try #require(host["photo"])
        try host.longPress(identifier: "photo")
        #expect(host.presentations.map(\.kind) == [.menu])
        let platter = try #require(host["Menu.platter"])
        #expect(platter.width == 250)
        #expect(platter.minX == photo.minX)
        #expect(platter.minY == photo.maxY + 8)
        #expect(host.texts.contains("Copy") && host.texts.contains("Delete"))
        try host.tap(identifier: "copy")
        #expect(log.actions == ["copy"])
        #expect(host.presentations.isEmpty)
    }

    @Test("A tap outside the platter, on the lifted view too, closes the menu without acting")
    func outside() throws {
        let log = Log()
        let host = screen(log)
        let photo = try #require(host["photo"])
        try host.longPress(identifier: "photo")
        try host.tap(at: CGPoint(x: photo.midX, y: photo.midY))
        #expect(host.presentations.isEmpty)
        try host.longPress(identifier: "photo")
        try host.tap(at: CGPoint(x: 300, y: 550))
        #expect(host.presentations.isEmpty)
        #expect(log.actions.isEmpty)
    }

    @Test("A custom preview at its ideal size, centered on the view within the screen, from its top; the platter below")
    func customPreview() throws {
        let host = layOut(393, 600) {
            Screen(log: Log(), preview: Color.blue.frame(width: 200, height: 120).accessibilityIdentifier("preview"))
        }
        let photo = try #require(host["photo"])
        try host.longPress(identifier: "photo")
        let preview = try #require(host["preview"]), platter = try #require(host["Menu.platter"])
        #expect(preview.size == CGSize(width: 200, height: 120))
        // Centered on the photo unless that would put it nearer than 8 points to the screen's edge, as here.
        #expect(preview.minX == max(photo.midX - 100, 8) && preview.minY == photo.minY)
        #expect(photo.midX - 100 < 8)
        #expect(platter.minY == preview.maxY + 8)
    }

    @Test("The deprecated ContextMenu: nil adds no menu")
    func deprecatedNil() throws {
        let host = layOut(200, 200) {
            Text("Hold").padding(20).accessibilityIdentifier("hold").contextMenu(nil as ContextMenu<EmptyView>?)
        }
        try host.longPress(identifier: "hold")
        #expect(host.presentations.isEmpty)
    }
}
