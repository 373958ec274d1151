import Foundation
import SwiftUI
import Testing

// @AppStorage, @SceneStorage and @Previewable. Expected behaviour is SwiftUI's as Apple documents it: @AppStorage
// "reflects a value from UserDefaults and invalidates a view on a change in value in that user default", reading the
// default value when the key holds none; a RawRepresentable is kept as its raw value; the optional initializers read
// nil when there is no value; `defaultAppStorage(_:)` sets the store for the views below; @SceneStorage is storage
// per scene (in Easel, per host); a #Preview block's @Previewable properties behave as a view's own. Easel's stores
// stand in for UserDefaults (docs/Decisions.md, "Where `@AppStorage` keeps its values").

private enum Flavor: String {
    case vanilla, chocolate
}

private struct LaunchCounter: View {
    @AppStorage("launches") var launches = 0

    var body: some View {
        VStack {
            Text("Launches: \(launches)")
            Button("Launch") { launches += 1 }.accessibilityIdentifier("launch")
        }
    }
}

/// Reads the same key as `LaunchCounter`, elsewhere in the tree.
private struct LaunchBadge: View {
    @AppStorage("launches") var launches = 0

    var body: some View {
        Text("Seen \(launches) times")
    }
}

/// A counter whose key is chosen when it is made.
private struct KeyedCounter: View {
    @AppStorage var count: Int

    init(key: String) {
        _count = AppStorage(wrappedValue: 0, key)
    }

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
        }
    }
}

private struct FlavorPicker: View {
    @AppStorage("flavor") var flavor = Flavor.vanilla

    var body: some View {
        VStack {
            Text("Flavor: \(flavor.rawValue)")
            Button("Chocolate") { flavor = .chocolate }.accessibilityIdentifier("chocolate")
        }
    }
}

private struct NicknameView: View {
    @AppStorage("nickname") var nickname: String?

    var body: some View {
        VStack {
            Text("Nickname: \(nickname ?? "none")")
            Button("Set") { nickname = "Ace" }.accessibilityIdentifier("set")
            Button("Clear") { nickname = nil }.accessibilityIdentifier("clear")
        }
    }
}

/// Writes through the binding `$launches` gives.
private struct LaunchStepper: View {
    @Binding var launches: Int

    var body: some View {
        Button("Step") { launches += 10 }.accessibilityIdentifier("step")
    }
}

private struct BoundCounter: View {
    @AppStorage("launches") var launches = 0

    var body: some View {
        VStack {
            Text("Launches: \(launches)")
            LaunchStepper(launches: $launches)
        }
    }
}

private struct TabMemory: View {
    @SceneStorage("selectedTab") var tab = "home"

    var body: some View {
        VStack {
            Text("Tab: \(tab)")
            Button("Settings") { tab = "settings" }.accessibilityIdentifier("settings")
        }
    }
}

@Suite("Stored state: @AppStorage, @SceneStorage, @Previewable")
struct AppStorageTests {
    @Test("A key with no value reads the default; a preset value is shown, before or after the host is made")
    func defaultAndPreset() {
        let empty = ViewHost(LaunchCounter(), appStorage: AppStorageStore())
        #expect(empty.texts.contains("Launches: 0"))
        #expect(!empty.appStorage.keys.contains("launches"), "reading the default stores nothing")

        let store = AppStorageStore()
        store["launches"] = 4
        let preset = ViewHost(LaunchCounter(), appStorage: store)
        #expect(preset.texts.contains("Launches: 4"))
        preset.appStorage["launches"] = 7
        #expect(preset.texts.contains("Launches: 7"))
    }

    @Test("A tap that writes the value updates the text and the store")
    func writeThroughTap() throws {
        let host = ViewHost(LaunchCounter(), appStorage: AppStorageStore())
        try host.tap(identifier: "launch")
        #expect(host.texts.contains("Launches: 1"))
        try host.tap(identifier: "launch")
        #expect(host.texts.contains("Launches: 2"))
        #expect(host.appStorage["launches"] as? Int == 2)
    }

    @Test("Values survive the host: a new host with the same store shows them; a fresh store starts from the default")
    func survivesHostRecreation() throws {
        let store = AppStorageStore()
        do {
            let first = ViewHost(LaunchCounter(), appStorage: store)
            try first.tap(identifier: "launch")
            try first.tap(identifier: "launch")
            try first.tap(identifier: "launch")
        }
        let second = ViewHost(LaunchCounter(), appStorage: store)
        #expect(second.texts.contains("Launches: 3"))
        let isolated = ViewHost(LaunchCounter(), appStorage: AppStorageStore())
        #expect(isolated.texts.contains("Launches: 0"))
    }

    @Test("By default every host uses the process's shared store")
    func sharedStoreByDefault() throws {
        // A key of this test's own: other tests may use the shared store at the same time.
        let key = "AppStorageTests.shared.\(UUID().uuidString)"
        let first = ViewHost(KeyedCounter(key: key))
        #expect(first.appStorage === AppStorageStore.shared)
        try first.tap(identifier: "add")
        #expect(AppStorageStore.shared[key] as? Int == 1)
        let second = ViewHost(KeyedCounter(key: key))
        #expect(second.texts.contains("Count: 1"))
        AppStorageStore.shared[key] = nil
    }

    @Test("Every view that reads a key updates when it is written, in this host and in another using the store")
    func readersUpdate() throws {
        let store = AppStorageStore()
        let host = ViewHost(VStack { LaunchCounter(); LaunchBadge() }, appStorage: store)
        let other = ViewHost(LaunchBadge(), appStorage: store)
        #expect(host.texts.contains("Seen 0 times"))
        #expect(other.texts.contains("Seen 0 times"))
        try host.tap(identifier: "launch")
        #expect(host.texts.contains("Launches: 1"))
        #expect(host.texts.contains("Seen 1 times"))
        #expect(other.texts.contains("Seen 1 times"))
    }

    @Test("The projected value is a binding to the stored value")
    func projectedBinding() throws {
        let host = ViewHost(BoundCounter(), appStorage: AppStorageStore())
        try host.tap(identifier: "step")
        #expect(host.texts.contains("Launches: 10"))
        #expect(host.appStorage["launches"] as? Int == 10)
    }

    @Test("An entry of another type reads as the default value")
    func mismatchedType() {
        let host = ViewHost(LaunchCounter(), appStorage: AppStorageStore(["launches": "many"]))
        #expect(host.texts.contains("Launches: 0"))
    }

    @Test("A RawRepresentable value is kept as its raw value; a raw value that makes no value reads as the default")
    func rawRepresentable() throws {
        let host = ViewHost(FlavorPicker(), appStorage: AppStorageStore())
        #expect(host.texts.contains("Flavor: vanilla"))
        try host.tap(identifier: "chocolate")
        #expect(host.texts.contains("Flavor: chocolate"))
        #expect(host.appStorage["flavor"] as? String == "chocolate")

        #expect(ViewHost(FlavorPicker(), appStorage: AppStorageStore(["flavor": "chocolate"])).texts.contains("Flavor: chocolate"))
        #expect(ViewHost(FlavorPicker(), appStorage: AppStorageStore(["flavor": "mint"])).texts.contains("Flavor: vanilla"))
    }

    @Test("An optional String reads nil when the key holds nothing; setting nil removes the key")
    func optionalString() throws {
        let host = ViewHost(NicknameView(), appStorage: AppStorageStore())
        #expect(host.texts.contains("Nickname: none"))
        try host.tap(identifier: "set")
        #expect(host.texts.contains("Nickname: Ace"))
        #expect(host.appStorage["nickname"] as? String == "Ace")
        try host.tap(identifier: "clear")
        #expect(host.texts.contains("Nickname: none"))
        #expect(!host.appStorage.keys.contains("nickname"))
        #expect(host.appStorage.keys.isEmpty)
    }

    @Test("defaultAppStorage sets the store of the views below it")
    func defaultAppStorage() throws {
        let settings = AppStorageStore(["launches": 9])
        let host = ViewHost(
            VStack {
                LaunchCounter().defaultAppStorage(settings)
                LaunchBadge()
            }, appStorage: AppStorageStore())
        #expect(host.texts.contains("Launches: 9"))
        #expect(host.texts.contains("Seen 0 times"), "a view outside the modifier keeps the host's store")
        try host.tap(identifier: "launch")
        #expect(settings["launches"] as? Int == 10)
        #expect(!host.appStorage.keys.contains("launches"))
        #expect(host.texts.contains("Launches: 10"))
    }

    @Test("defaultAppStorage(.standard) means the host's store: the machine's defaults are never touched")
    func standardIsTheHostStore() throws {
        let host = ViewHost(LaunchCounter().defaultAppStorage(.standard), appStorage: AppStorageStore(["launches": 5]))
        #expect(host.texts.contains("Launches: 5"))
        try host.tap(identifier: "launch")
        #expect(host.appStorage["launches"] as? Int == 6)
    }

    @Test("@SceneStorage keeps its value per host: a new host starts from the default")
    func sceneStoragePerHost() throws {
        let first = ViewHost(TabMemory())
        #expect(first.texts.contains("Tab: home"))
        try first.tap(identifier: "settings")
        #expect(first.texts.contains("Tab: settings"))
        #expect(first.sceneStorage["selectedTab"] as? String == "settings")
        #expect(first.appStorage["selectedTab"] as? String == nil, "scene storage is not app storage")

        let second = ViewHost(TabMemory())
        #expect(second.texts.contains("Tab: home"))
        second.sceneStorage["selectedTab"] = "profile"
        #expect(second.texts.contains("Tab: profile"))
        #expect(first.texts.contains("Tab: settings"))
    }

    @Test("Outside a host, @SceneStorage reads its default and ignores writes")
    func sceneStorageOutsideHost() {
        let view = TabMemory()
        view.tab = "settings"
        #expect(view.tab == "home")
    }

    @Test("A #Preview block's @Previewable @State keeps its value: a tap runs the block again with it")
    @MainActor
    func previewableState() throws {
        let preview = _EaselPreview("Counter") {
            @Previewable @State var taps = 0
            VStack {
                Text("Taps: \(taps)")
                Button("Tap") { taps += 1 }.accessibilityIdentifier("tap")
            }
        }
        let host = ViewHost(preview.live())
        #expect(host.texts.contains("Taps: 0"))
        try host.tap(identifier: "tap")
        #expect(host.texts.contains("Taps: 1"))
        try host.tap(identifier: "tap")
        #expect(host.texts.contains("Taps: 2"))

        // Called as a plain closure, the block shows the initial value.
        #expect(ViewHost(preview.make()).texts.contains("Taps: 0"))
    }

    @Test("@Previewable @State with a binding: typing into a field bound with $name updates the block")
    @MainActor
    func previewableBinding() throws {
        let preview = _EaselPreview {
            @Previewable @State var name = "Ann"
            TextField("Name", text: $name).accessibilityIdentifier("name")
            Text("Hello, \(name)")
        }
        let host = ViewHost(preview.live())
        #expect(host.texts.contains("Hello, Ann"))
        try host.type("e", into: "name")
        #expect(host.texts.contains("Hello, Anne"))
    }

    @Test("Apple's example compiles as written: a tagged declaration, then `return` of the view")
    @MainActor
    func previewableWithReturn() {
        let preview = _EaselPreview("toggle") {
            @Previewable @State var toggled = true
            return Toggle("Loud Noises", isOn: $toggled)
        }
        #expect(preview.name == "toggle")
        #expect(ViewHost(preview.live()).texts.contains("Loud Noises"))
    }
}
