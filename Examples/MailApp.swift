// An app's screens as iOS 17 draws them: a tab view, a navigation stack with an inset-grouped list, a sheet and
// an alert. `easel render Examples/MailApp.swift --output out` draws each preview on an iPhone 15's screen.
import SwiftUI

struct Mailbox: Identifiable, Hashable {
    let id: String
    let symbol: String
    let unread: Int
}

struct MailboxesView: View {
    @State private var mailboxes = [
        Mailbox(id: "Inbox", symbol: "tray", unread: 12),
        Mailbox(id: "Drafts", symbol: "doc", unread: 0),
        Mailbox(id: "Sent", symbol: "paperplane", unread: 0),
        Mailbox(id: "Archive", symbol: "folder", unread: 3),
    ]
    @State private var composing = false

    var body: some View {
        NavigationStack {
            List {
                Section("iCloud") {
                    ForEach(mailboxes) { mailbox in
                        NavigationLink(value: mailbox) {
                            Label(mailbox.id, systemImage: mailbox.symbol)
                        }
                        .badge(mailbox.unread)
                    }
                    .onDelete { mailboxes.remove(atOffsets: $0) }
                }
            }
            .navigationTitle("Mailboxes")
            .navigationDestination(for: Mailbox.self) { mailbox in
                Text("No messages in \(mailbox.id)").foregroundStyle(.secondary)
                    .navigationTitle(mailbox.id)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
                ToolbarItem(placement: .bottomBar) {
                    Button { composing = true } label: { Image(systemName: "square.and.pencil") }
                }
            }
            .sheet(isPresented: $composing) {
                ComposeView()
            }
        }
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var confirming = false

    var body: some View {
        NavigationStack {
            Form {
                Section("To") { Text("anna@example.com") }
                Section("Subject") { Text("Lunch on Friday?") }
            }
            .navigationTitle("New Message")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { confirming = true } }
                ToolbarItem(placement: .confirmationAction) { Button("Send") { dismiss() } }
            }
            .alert("Delete Draft?", isPresented: $confirming) {
                Button("Delete", role: .destructive) { dismiss() }
                Button("Keep Editing", role: .cancel) {}
            }
        }
        .presentationDetents([.large])
    }
}

struct MailApp: View {
    var body: some View {
        TabView {
            MailboxesView()
                .tabItem { Label("Mail", systemImage: "envelope") }
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

#Preview("Mail") { MailApp() }
#Preview("Compose") { Color.clear.sheet(isPresented: .constant(true)) { ComposeView() } }
#Preview("On an SE") { MailApp().previewDevice("iPhone SE (3rd generation)") }
