import Observation
import SwiftUI
import Testing

// iOS 17's way of sharing a model: `.environment(model)` places an `@Observable` object, `@Environment(Model.self)`
// reads it. As in SwiftUI: the nearest ancestor's object is read; a body that reads the object's properties is
// made again when they change; the optional form reads nil where no ancestor supplied one; `.environmentObject`
// objects are a separate store.

@Observable final class Library {
    var title: String
    var books: [String] = []

    init(title: String) { self.title = title }
}

private struct Shelf: View {
    @Environment(Library.self) private var library

    var body: some View {
        VStack {
            Text(library.title)
            Text("\(library.books.count) books")
        }
    }
}

private struct MaybeShelf: View {
    @Environment(Library.self) private var library: Library?

    var body: some View {
        Text(library?.title ?? "no library")
    }
}

@Suite("Observable objects in the environment")
struct ObservableEnvironmentTests {
    @Test("@Environment(T.self) reads the object .environment(_:) placed, and follows its changes")
    func readsAndObserves() {
        let library = Library(title: "City")
        let host = ViewHost(Shelf().environment(library))
        #expect(host.texts == ["City", "0 books"])
        library.books.append("Dune")
        #expect(host.texts == ["City", "1 books"])
        library.title = "Town"
        #expect(host.texts == ["Town", "1 books"])
    }

    @Test("The nearest ancestor's object is read; nil takes it away below")
    func nearestAncestor() {
        let outer = Library(title: "Outer"), inner = Library(title: "Inner")
        let host = ViewHost(
            VStack {
                MaybeShelf()
                MaybeShelf().environment(inner)
                MaybeShelf().environment(nil as Library?)
            }
            .environment(outer))
        #expect(host.texts == ["Outer", "Inner", "no library"])
    }

    @Test("Missing: the optional form reads nil; the other is a diagnostic and an empty view, not a crash")
    func missing() {
        let host = ViewHost(VStack { Text("Above"); Shelf(); MaybeShelf() })
        #expect(host.texts == ["Above", "no library"])
        #expect(host.diagnostics.contains { $0.message.contains("no Observable object of type Library") })
    }

    @Test("An object given to .environmentObject is not read by @Environment(T.self)")
    func separateFromEnvironmentObjects() {
        final class Both: ObservableObject, Observable {}
        struct ReadsBoth: View {
            @Environment(Both.self) private var both: Both?
            var body: some View { Text(both == nil ? "none" : "found") }
        }
        let host = ViewHost(ReadsBoth().environmentObject(Both()))
        #expect(host.texts == ["none"])
    }

    @Test("A scene takes the same modifiers, so an app's WindowGroup compiles unchanged") @MainActor
    func sceneModifiers() {
        struct LibraryApp: App {
            @State private var library = Library(title: "City")
            var body: some Scene {
                WindowGroup {
                    Shelf()
                }
                .environment(library)
                .environment(\.locale, Locale(identifier: "fr_FR"))
            }
        }
        let scene = LibraryApp().body
        #expect("\(type(of: scene))".contains("_EnvironmentModifiedScene"))
    }
}
