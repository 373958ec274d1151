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

let appScreenScenes: [GalleryScene] = [
    GalleryScene(
        "app-settings", "A settings screen", chapter: chapter, device: .iPhone15,
        caption: "On an iPhone 15's screen, NavigationStack draws the bar as iOS 17 does under the status bar: no background, a 44-point "
            + "row with the bar buttons at the 16-point margins, then the large title in 34-point bold, then the "
            + "search field. Links in list rows get a disclosure chevron."
    ) { SettingsScreen() },
    GalleryScene(
        "app-message", "A pushed page", chapter: chapter, device: .iPhone15,
        caption: "A value on the path pushes the page its navigationDestination makes: the back button shows the "
            + "title of the page below, the inline title sits centered in the bar, bottom-bar items go in a "
            + "44-point toolbar under the content."
    ) { MessageScreen() },
]
