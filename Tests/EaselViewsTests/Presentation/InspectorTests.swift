import Foundation
import SwiftUI
import Testing

// inspector (iOS 17): a sheet in a horizontally compact size class, a trailing column in a regular one (320 points
// unless its content sets inspectorColumnWidth, after a hairline). textSelection is accepted and draws nothing.
@Suite struct InspectorTests {
    struct Editor: View {
        @State var showsInspector: Bool
        var width: CGFloat?
        var body: some View {
            Text("Canvas").textSelection(.enabled)
                .inspector(isPresented: $showsInspector) {
                    if let width {
                        Text("Traits").inspectorColumnWidth(width)
                    } else {
                        Text("Traits")
                    }
                }
        }
    }

    @Test("On a compact width the inspector is a sheet while presented")
    func compactSheet() {
        let shown = layOut(393, 852) { Editor(showsInspector: true) }
        #expect(shown.texts.contains("Traits"))
        #expect(shown["Inspector.column"] == nil)
        let hidden = layOut(393, 852) { Editor(showsInspector: false) }
        #expect(hidden.texts == ["Canvas"])
    }

    @Test("On a regular width the inspector is a trailing column, as wide as its content asks")
    func regularColumn() throws {
        let host = layOut(1000, 800) { Editor(showsInspector: true).environment(\.horizontalSizeClass, .regular) }
        let column = try #require(host["Inspector.column"])
        #expect(column.width == 320 && column.maxX == 1000)
        let narrow = layOut(1000, 800) { Editor(showsInspector: true, width: 250).environment(\.horizontalSizeClass, .regular) }
        #expect(narrow["Inspector.column"]?.width == 250)
        let closed = layOut(1000, 800) { Editor(showsInspector: false).environment(\.horizontalSizeClass, .regular) }
        #expect(closed["Inspector.column"] == nil)
    }
}
