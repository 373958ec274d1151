import Easel
import Foundation
import Testing

/// A host frees what it made when it is released: its view graph, the state in it, its layout nodes.
@Suite struct LifetimeTests {
    final class Probe: @unchecked Sendable {
        weak var object: AnyObject?
    }

    final class Model: ObservableObject {
        @Published var count = 0
    }

    struct Inner: View {
        let probe: Probe
        @StateObject var model = Model()
        @State var text = "a"
        var body: some View {
            probe.object = model
            return Text(text)
        }
    }

    struct Outer: View {
        let probe: Probe
        var body: some View {
            VStack { Inner(probe: probe) }
        }
    }

    @Test("Releasing a host frees its graph: the state object of a nested custom view is freed with it")
    func hostFreesGraph() {
        let probe = Probe()
        do {
            let host = ViewHost(Outer(probe: probe))
            #expect(host.size.width > 0)
            #expect(probe.object != nil)
        }
        #expect(probe.object == nil)
    }

    struct Switching: View {
        let probe: Probe
        @State var shown = true
        var body: some View {
            VStack {
                if shown { Inner(probe: probe) }
                Button("Hide") { shown = false }.accessibilityIdentifier("hide")
            }
        }
    }

    @Test("A custom view that leaves the tree is freed, with its state, while the host lives on")
    func removedViewIsFreed() throws {
        let probe = Probe()
        let host = ViewHost(Switching(probe: probe))
        #expect(probe.object != nil)
        try host.tap(identifier: "hide")
        #expect(probe.object == nil)
        #expect(host.size.width > 0)
    }
}
