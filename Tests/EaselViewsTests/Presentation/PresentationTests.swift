import Foundation
import SwiftUI
import Testing

// Expected frames come from iOS 17's presentation metrics (docs/Decisions.md, "Sheets and covers", "Alerts"): a
// sheet at the large detent has its top 10 points under the safe area's top and reaches the screen's bottom; the
// medium detent is half the screen; a full-screen cover fills the safe area; an alert is 270 points wide, centered
// on the screen, with 44-point buttons, two side by side with the cancel button leading; a confirmation dialog's
// rows are 57 points, its bottom at the safe area's bottom, and iOS adds a Cancel button when none is given.
@Suite struct PresentationTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    struct Mail: View {
        let log: Log
        @State private var composing = false
        var body: some View {
            NavigationStack {
                Button("Compose") { composing = true }.accessibilityIdentifier("compose")
                    .navigationTitle("Mail")
            }
            .sheet(isPresented: $composing, onDismiss: { log.lines.append("dismissed") }) {
                Editor()
            }
        }
    }

    struct Editor: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            VStack {
                Text(isPresented ? "presented" : "not presented").accessibilityIdentifier("state")
                Button("Done") { dismiss() }.accessibilityIdentifier("done")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .accessibilityIdentifier("editor")
        }
    }

    @Test("A sheet opens from a tap, rises to 10 points under the safe area, and dismiss() ends it")
    func sheet() throws {
        let log = Log()
        let host = ViewHost(Mail(log: log), device: .iPhone15)
        #expect(host.presentations.isEmpty)
        #expect(host["Sheet"] == nil)
        try host.tap(identifier: "compose")
        #expect(host.presentations == [ViewHost.Presented(kind: .sheet)])
        #expect(host["Sheet"] == rect(0, 69, 393, 783))
        // The sheet's content sits above the home indicator: its safe area ends 34 points up.
        #expect(host["editor"] == rect(0, 69, 393, 783 - 34))
        #expect(host.texts.contains("presented"))
        // The screen behind takes no taps.
        #expect(throws: (any Error).self) { try host.tap(identifier: "compose") }
        try host.tap(identifier: "done")
        #expect(host.presentations.isEmpty)
        #expect(host["Sheet"] == nil)
        #expect(log.lines == ["dismissed"])
        #expect(host["compose"] != nil)
    }

    @Test("sheet(item:) shows the item's content; dismissing from the host sets the item to nil")
    func sheetItem() throws {
        struct Note: Identifiable { let id: Int }
        struct Notes: View {
            @State private var open: Note? = Note(id: 7)
            var body: some View {
                Color.clear
                    .overlay { Text(open == nil ? "closed" : "open") }
                    .sheet(item: $open) { note in Text("Note \(note.id)").accessibilityIdentifier("note") }
            }
        }
        let host = ViewHost(Notes(), device: .iPhone15)
        #expect(host.presentations.map(\.kind) == [.sheet])
        #expect(host.texts.contains("Note 7"))
        #expect(host.dismissPresentation())
        #expect(host.presentations.isEmpty)
        #expect(host.texts.contains("closed"))
        #expect(!host.dismissPresentation())
    }

    @Test("The medium detent: half the screen; a drag indicator when there are several detents")
    func mediumDetent() throws {
        let host = ViewHost(
            Color.clear.sheet(isPresented: .constant(true)) {
                Text("Details").presentationDetents([.medium, .large])
            }, device: .iPhone15)
        #expect(host["Sheet"] == rect(0, 426, 393, 426))
        let indicator = try #require(host["Sheet.dragIndicator"])
        #expect(indicator == rect(178.5, 431, 36, 5))
        let plain = ViewHost(Color.clear.sheet(isPresented: .constant(true)) { Text("Details") }, device: .iPhone15)
        #expect(plain["Sheet.dragIndicator"] == nil)
    }

    @Test("A full-screen cover fills the screen's safe area over the hidden screen")
    func cover() throws {
        let host = ViewHost(
            Text("Behind").fullScreenCover(isPresented: .constant(true)) { Text("Welcome").accessibilityIdentifier("welcome") },
            device: .iPhone15)
        #expect(host["FullScreenCover"] == rect(0, 59, 393, 759))
        #expect(host.presentations.map(\.kind) == [.fullScreenCover])
        #expect(host["welcome"]?.midY == 438.5)
    }

    struct Files: View {
        let log: Log
        @State private var confirming = false
        var body: some View {
            Button("Delete") { confirming = true }.accessibilityIdentifier("delete")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .alert("Delete this file?", isPresented: $confirming) {
                    Button("Delete", role: .destructive) { log.lines.append("deleted") }
                    Button("Cancel", role: .cancel) { log.lines.append("cancelled") }
                } message: {
                    Text("You can't undo this action.")
                }
        }
    }

    @Test("An alert: 270 points wide, centered, two buttons side by side with cancel leading; a button's tap dismisses")
    func alert() throws {
        let log = Log()
        let host = ViewHost(Files(log: log), device: .iPhone15)
        try host.tap(identifier: "delete")
        #expect(host.presentations == [ViewHost.Presented(kind: .alert, title: "Delete this file?")])
        let alert = try #require(host["Alert"])
        #expect(alert.width == 270)
        #expect(alert.midX == 196.5)
        #expect(abs(alert.midY - 426) <= 0.5)
        let cancel = try #require(host["Alert.button.Cancel"]), delete = try #require(host["Alert.button.Delete"])
        #expect(cancel.height == 44 && delete.height == 44)
        #expect(cancel.minX == alert.minX && cancel.width == 135)
        #expect(delete.minX == alert.minX + 135)
        #expect(abs(cancel.maxY - alert.maxY) <= 0.001)
        try host.tap(identifier: "Alert.button.Delete")
        #expect(log.lines == ["deleted"])
        #expect(host.presentations.isEmpty)
    }

    @Test("The Alert type; three buttons stack, the cancel button last; no button gives OK")
    func alertTypeAndStacking() throws {
        let old = ViewHost(
            Color.clear.alert(isPresented: .constant(true)) {
                Alert(title: Text("Saved"), message: Text("Your file was saved."), dismissButton: .default(Text("Great")))
            }, device: .iPhone15)
        #expect(old.presentations == [ViewHost.Presented(kind: .alert, title: "Saved")])
        #expect(old["Alert.button.Great"]?.width == 270)
        let three = ViewHost(
            Color.clear.alert("Sign in", isPresented: .constant(true)) {
                Button("Cancel", role: .cancel) {}
                Button("Use Password") {}
                Button("Use Passkey") {}
            }, device: .iPhone15)
        let cancel = try #require(three["Alert.button.Cancel"]), password = try #require(three["Alert.button.Use Password"])
        #expect(cancel.width == 270 && password.width == 270)
        #expect(cancel.minY > password.minY)
        let bare = ViewHost(Color.clear.alert("Done", isPresented: .constant(true)) {}, device: .iPhone15)
        #expect(bare["Alert.button.OK"] != nil)
    }

    @Test("A confirmation dialog at the bottom: 57-point rows, an added Cancel on its own card")
    func dialog() throws {
        let log = Log()
        struct Dialog: View {
            let log: Log
            @State private var asking = true
            var body: some View {
                Color.clear.confirmationDialog("Delete?", isPresented: $asking) {
                    Button("Delete File", role: .destructive) { log.lines.append("deleted") }
                }
            }
        }
        let host = ViewHost(Dialog(log: log), device: .iPhone15)
        #expect(host.presentations == [ViewHost.Presented(kind: .confirmationDialog, title: "Delete?")])
        let dialog = try #require(host["Dialog"])
        #expect(abs(dialog.maxY - 818) <= 0.001)
        #expect(dialog.minX == 8 && dialog.width == 377)
        let cancel = try #require(host["Dialog.button.Cancel"]), delete = try #require(host["Dialog.button.Delete File"])
        #expect(cancel.height == 57 && delete.height == 57)
        #expect(abs(cancel.minY - (delete.maxY + 8)) <= 0.001)
        #expect(!host.texts.contains("Delete?"), "the title is hidden unless its visibility is .visible")
        try host.tap(identifier: "Dialog.button.Cancel")
        #expect(host.presentations.isEmpty)
        #expect(log.lines.isEmpty)
    }

    @Test("Two sheets presented at once: the first is shown, with a diagnostic")
    func twoSheets() throws {
        let host = ViewHost(
            VStack {
                Text("A").sheet(isPresented: .constant(true)) { Text("First").accessibilityIdentifier("first") }
                Text("B").sheet(isPresented: .constant(true)) { Text("Second").accessibilityIdentifier("second") }
            }, device: .iPhone15)
        #expect(host["first"] != nil)
        #expect(host["second"] == nil)
        #expect(host.diagnostics.contains { $0.message.contains("only the first is shown") })
    }

    @Test("An alert from a sheet shows over the sheet")
    func alertOverSheet() throws {
        let host = ViewHost(
            Color.clear.sheet(isPresented: .constant(true)) {
                Text("Form").alert("Discard changes?", isPresented: .constant(true)) { Button("Discard", role: .destructive) {} }
            }, device: .iPhone15)
        #expect(host.presentations.map(\.kind) == [.sheet, .alert])
        #expect(host["Alert.button.Discard"] != nil)
    }
}

extension PresentationTests {
    @Test("The older presentationMode dismisses a sheet as dismiss() does")
    func presentationMode() throws {
        struct Legacy: View {
            @Environment(\.presentationMode) private var presentationMode
            var body: some View {
                Button("Close") { presentationMode.wrappedValue.dismiss() }.accessibilityIdentifier("close")
            }
        }
        struct Root: View {
            @State private var open = true
            var body: some View { Color.clear.sheet(isPresented: $open) { Legacy() } }
        }
        let host = ViewHost(Root(), device: .iPhone15)
        #expect(host.presentations.map(\.kind) == [.sheet])
        try host.tap(identifier: "close")
        #expect(host.presentations.isEmpty)
    }
}

extension PresentationTests {
    final class Switch: ObservableObject, @unchecked Sendable {
        @Published var showsPresenter = true
    }

    @Test("A sheet whose presenting view leaves the tree goes with it")
    func presenterLeaves() throws {
        struct Root: View {
            @ObservedObject var state: Switch
            var body: some View {
                VStack {
                    if state.showsPresenter {
                        Text("Presenter").sheet(isPresented: .constant(true)) { Text("Sheet") }
                    }
                    Text("Below")
                }
            }
        }
        let state = Switch()
        let host = layOut(393, 852) { Root(state: state) }
        #expect(host.presentations.map(\.kind) == [.sheet])
        state.showsPresenter = false
        #expect(host.presentations.isEmpty)
        #expect(host["Sheet"] == nil)
    }
}
