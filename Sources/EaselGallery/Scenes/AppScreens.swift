import Easel
import Foundation

private let chapter = "App screens"

/// A settings screen: a list under a large title, with bar buttons on both sides.
struct SettingsScreen: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Section("Connections") {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle("Bluetooth", isOn: $bluetooth)
                    NavigationLink("Cellular") { Text("Cellular") }
                }
                Section("General") {
                    NavigationLink { Text("About") } label: { Label("About", systemImage: "info.circle") }
                    NavigationLink { Text("Storage") } label: { Label("Storage", systemImage: "folder") }
                }
            }
            .navigationTitle("Settings")
            .searchable(text: $query)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "plus") } }
            }
        }
    }
}

/// The settings screen in Hebrew, laid out right to left: every row mirrored, and a line that mixes Hebrew with
/// English words and numbers drawn in the order the Unicode bidirectional algorithm gives.
struct HebrewSettingsScreen: View {
    @State private var wifi = true
    @State private var bluetooth = false

    var body: some View {
        NavigationStack {
            List {
                Section("חיבורים") {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle("Bluetooth", isOn: $bluetooth)
                    NavigationLink("סלולרי") { Text("סלולרי") }
                }
                Section("כללי") {
                    NavigationLink { Text("אודות") } label: { Label("אודות", systemImage: "info.circle") }
                    NavigationLink { Text("אחסון") } label: { Label("אחסון", systemImage: "folder") }
                    LabeledContent("גרסה", value: "17.5 (21F79)")
                }
                Section {
                    Text("המכשיר iPhone 15 של דנה מחובר לרשת Home-5G מאז 08:30, עם 3 מכשירים נוספים.")
                } header: {
                    Text("אודות המכשיר")
                }
            }
            .navigationTitle("הגדרות")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("עריכה") {} }
                ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "plus") } }
            }
        }
        .environment(\.layoutDirection, .rightToLeft)
    }
}

/// A page pushed from a list by value: its back button carries the title of the list below, its title is inline.
struct MessageScreen: View {
    var body: some View {
        NavigationStack(path: .constant(["Lunch on Friday?"])) {
            List(["Lunch on Friday?", "Photos from the trip"], id: \.self) { subject in
                NavigationLink(subject, value: subject)
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: String.self) { subject in
                VStack(alignment: .leading, spacing: 12) {
                    Text(subject).font(.title2).bold()
                    Text("Are you free for lunch on Friday? The new place on Main Street opens this week.")
                        .foregroundStyle(.secondary)
                    Spacer()
                }
                .padding()
                .navigationTitle("Message")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "trash") } }
                    ToolbarItem(placement: .bottomBar) { Button { } label: { Image(systemName: "square.and.pencil") } }
                    ToolbarItem(placement: .status) { Text("Updated Just Now") }
                }
            }
        }
    }
}

/// A form as iOS draws a settings screen: inset-grouped sections with headers and a footer.
struct NotificationsForm: View {
    @State private var allow = true
    @State private var sounds = true
    @State private var badges = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Allow Notifications", isOn: $allow)
                } footer: {
                    Text("Notifications may include alerts, sounds and icon badges.")
                }
                Section("Alerts") {
                    Toggle("Sounds", isOn: $sounds)
                    Toggle("Badges", isOn: $badges)
                    NavigationLink("Banner Style") { Text("Banner Style") }
                }
                Section("Options") {
                    NavigationLink { Text("Previews") } label: { Text("Show Previews") }.badge("Always")
                }
            }
            .navigationTitle("Notifications")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// A tab app: a list in a navigation stack above the tab bar, one tab with a badge.
struct MusicTabs: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                List {
                    Section("Recently Played") {
                        Label("Evening Jazz", systemImage: "music.note")
                        Label("Morning Run", systemImage: "figure.walk")
                        Label("Focus", systemImage: "headphones")
                    }
                }
                .navigationTitle("Listen Now")
            }
            .tabItem { Label("Listen Now", systemImage: "play.circle") }
            .tag(0)
            Text("Browse").tabItem { Label("Browse", systemImage: "square.grid.2x2") }.tag(1)
            Text("Library").tabItem { Label("Library", systemImage: "folder") }.tag(2).badge(2)
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(3)
        }
    }
}

/// A sheet presented over a list: the list recedes on black, the sheet rises under the status bar.
struct ComposeSheet: View {
    @State private var composing = true

    var body: some View {
        NavigationStack {
            List(["Inbox", "Drafts", "Sent"], id: \.self) { Text($0) }
                .navigationTitle("Mailboxes")
        }
        .sheet(isPresented: $composing) {
            NavigationStack {
                Form {
                    Section("Recipient") { Text("anna@example.com") }
                    Section("Subject") { Text("Lunch on Friday?") }
                }
                .navigationTitle("New Message")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { composing = false } }
                    ToolbarItem(placement: .confirmationAction) { Button("Send") { composing = false } }
                }
            }
        }
    }
}

/// An alert over a dimmed screen: a destructive action beside the cancel action.
struct DeleteAlert: View {
    @State private var asking = true

    var body: some View {
        NavigationStack {
            List(["Report.pdf", "Photos.zip"], id: \.self) { Text($0) }
                .navigationTitle("Files")
        }
        .alert("Delete “Report.pdf”?", isPresented: $asking) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This file will be deleted immediately. You can’t undo this action.")
        }
    }
}

let appScreenScenes: [GalleryScene] = [
    GalleryScene(
        "app-settings", "A settings screen", chapter: chapter, device: .iPhone15,
        caption: "On an iPhone 15's screen, NavigationStack draws the bar as iOS 17 does under the status bar: no background, a 44-point "
            + "row with the bar buttons at the 16-point margins, then the large title in 34-point bold, then the "
            + "search field. Links in list rows get a disclosure chevron."
    ) { SettingsScreen() },
    GalleryScene(
        "app-settings-hebrew", "Right to left, in Hebrew", chapter: chapter, device: .iPhone15,
        caption: "The same settings screen in Hebrew under a right-to-left layout direction: bar buttons, rows, "
            + "switches and chevrons mirror; each line of text is reordered by the Unicode bidirectional algorithm "
            + "(FriBidi), so English words and numbers inside Hebrew read left to right in place."
    ) { HebrewSettingsScreen() },
    GalleryScene(
        "app-message", "A pushed page", chapter: chapter, device: .iPhone15,
        caption: "A value on the path pushes the page its navigationDestination makes: the back button shows the "
            + "title of the page below, the inline title sits centered in the bar, bottom-bar items go in a "
            + "44-point toolbar under the content."
    ) { MessageScreen() },
    GalleryScene(
        "app-form", "A settings form", chapter: chapter, device: .iPhone15,
        caption: "Form is drawn as iOS 17 draws settings: each section's rows on a white card with 10-point corners, "
            + "16 points from the edges, on the grouped gray; headers uppercased in 13-point secondary text, the "
            + "footer under its card; a row's badge at its trailing edge before the chevron."
    ) { NotificationsForm() },
    GalleryScene(
        "app-tabs", "A tab app", chapter: chapter, device: .iPhone15,
        caption: "TabView draws iOS's 49-point tab bar above the home indicator: items share the width, the icon over a "
            + "10-point title, the selected one in the tint, a red badge at the icon's corner. A bare List is "
            + "inset-grouped, as on iOS 17."
    ) { MusicTabs() },
    GalleryScene(
        "app-sheet", "A sheet", chapter: chapter, device: .iPhone15,
        caption: "A sheet at the large detent rises to 10 points under the safe area; the screen behind recedes on "
            + "black. Cancel and confirmation actions go to the sheet's bar, the confirmation in semibold."
    ) { ComposeSheet() },
    GalleryScene(
        "app-alert", "An alert", chapter: chapter, device: .iPhone15,
        caption: "An alert is a 270-point box centered over the dimmed screen: the title in 17-point semibold, the "
            + "message in 13-point, two actions side by side with the cancel action leading and in semibold."
    ) { DeleteAlert() },
]
