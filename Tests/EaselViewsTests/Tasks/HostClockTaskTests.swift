import Combine
@testable import EaselViews
import Foundation
import SwiftUI
import Testing

// Tasks and timers under the host's clock (issue 21): `Task.sleep` in a view's task, a `Task` started by an action,
// and `Timer.publish` with `.onReceive` wait for `ViewHost.advance(by:)`, and nothing moves without it. Expected
// values come from the definitions: a task that sleeps one second per tick has ticked n times after n seconds; a
// timer fires at each whole interval with the host's date (its start, 1 January 2026 9:41 UTC, plus the interval).
@Suite struct HostClockTaskTests {
    static let start = Date(timeIntervalSince1970: 1_767_260_460)

    struct Ticker: View {
        @State private var ticks = 0
        var body: some View {
            Text("\(ticks) ticks").task {
                while !Task.isCancelled {
                    do { try await Task.sleep(for: .seconds(1)) } catch { return }
                    ticks += 1
                }
            }
        }
    }

    @Test("A task's Task.sleep waits for the host's clock: one tick per second advanced, none without")
    func sleepingTask() async throws {
        let host = ViewHost(Ticker())
        #expect(host.texts == ["0 ticks"])
        // The wall clock passing moves nothing.
        try await ContinuousClock().sleep(for: .milliseconds(30))
        #expect(host.texts == ["0 ticks"])
        host.advance(by: 0.999)
        #expect(host.texts == ["0 ticks"])
        host.advance(by: 0.001)
        #expect(host.texts == ["1 ticks"])
        host.advance(by: 2.5)
        #expect(host.texts == ["3 ticks"])
    }

    @Test("Task.sleep(nanoseconds:) and sleep(until:) wait for the host's clock too")
    func otherSleeps() {
        struct Steps: View {
            @State private var steps: [String] = []
            var body: some View {
                Text(steps.joined(separator: ",")).task {
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    steps.append("half")
                    try? await Task.sleep(until: .now + .seconds(2), clock: .continuous)
                    steps.append("two")
                }
            }
        }
        let host = ViewHost(Steps())
        host.advance(by: 0.4)
        #expect(host.texts == [""])
        host.advance(by: 0.1)
        #expect(host.texts == ["half"])
        host.advance(by: 1.9)
        #expect(host.texts == ["half"])
        host.advance(by: 0.1)
        #expect(host.texts == ["half,two"])
    }

    /// What a loader shows, shared with the task it starts (this file is compiled in Swift 6 mode, where a task
    /// may not capture a view that is not main-actor isolated; preview files are compiled in Swift 5 mode).
    @Observable final class LoadState: @unchecked Sendable {
        var text = "idle"
    }

    @Test("A Task a button starts runs on the host: its sleep is the host's, its change applied as the clock moves")
    func taskFromAction() throws {
        struct Loader: View {
            let model: LoadState
            var body: some View {
                Button(model.text) {
                    model.text = "loading"
                    Task { [model] in
                        try await Task.sleep(for: .seconds(2))
                        model.text = "done"
                    }
                }
                .accessibilityIdentifier("load")
            }
        }
        let host = ViewHost(Loader(model: LoadState()))
        try host.tap(identifier: "load")
        #expect(host.texts == ["loading"])
        host.advance(by: 1.5)
        #expect(host.texts == ["loading"])
        host.advance(by: 0.5)
        #expect(host.texts == ["done"])
    }

    @Test("waitForTasks moves the host's clock to the tasks' wakes when they only wait for it")
    func waitingAdvancesClock() async {
        struct Splash: View {
            @State private var ready = false
            var body: some View {
                Text(ready ? "ready" : "splash").task {
                    try? await Task.sleep(for: .seconds(3))
                    ready = true
                }
            }
        }
        let host = ViewHost(Splash())
        await host.waitForTasks()
        #expect(host.texts == ["ready"])
        #expect(host.time == 3)
    }

    @Test("A sleeping task is cancelled when its view goes, at once, without the clock moving")
    func cancelledSleep() throws {
        let tally = Tally()
        struct Parent: View {
            let tally: Tally
            @State private var show = true
            var body: some View {
                VStack {
                    if show {
                        Text("Working").task {
                            do {
                                try await Task.sleep(for: .seconds(60))
                                tally.add("woke")
                            } catch {
                                tally.add("cancelled")
                            }
                        }
                    }
                    Button("Hide") { show = false }.accessibilityIdentifier("hide")
                }
            }
        }
        let host = ViewHost(Parent(tally: tally))
        try host.tap(identifier: "hide")
        host.update()
        #expect(tally.all == ["cancelled"])
        #expect(host.time == 0)
    }

    struct Clock: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State private var count = 0
        @State private var last: Date?
        var body: some View {
            Text("\(count) \(last.map { Int($0.timeIntervalSince(HostClockTaskTests.start)) } ?? -1)")
                .onReceive(timer) { date in
                    count += 1
                    last = date
                }
        }
    }

    @Test("Timer.publish with onReceive fires on the host's clock, sending the host's date")
    func timer() {
        let host = ViewHost(Clock())
        #expect(host.texts == ["0 -1"])
        host.advance(by: 0.5)
        #expect(host.texts == ["0 -1"])
        host.advance(by: 0.5)
        #expect(host.texts == ["1 1"])
        host.advance(by: 3)
        #expect(host.texts == ["4 4"])
    }

    @Test("A timer stops when its view leaves the tree")
    func timerStops() throws {
        struct Parent: View {
            @State private var show = true
            var body: some View {
                VStack {
                    if show { Clock() }
                    Button("Hide") { show = false }.accessibilityIdentifier("hide")
                }
            }
        }
        let host = ViewHost(Parent())
        host.advance(by: 2)
        #expect(host.texts.first == "2 2")
        try host.tap(identifier: "hide")
        #expect(host.graph.animation.clock.nextTime == nil)
        host.advance(by: 2)
        #expect(host.texts == ["Hide"])
    }

    @Test("A connected timer's sink in an object made by the view fires on the host's clock")
    func timerInModel() {
        final class Stopwatch: ObservableObject {
            @Published var seconds = 0
            private var cancellable: AnyCancellable?
            init() {
                cancellable = Timer.publish(every: 0.5, on: .main, in: .default).autoconnect()
                    .sink { [weak self] _ in self?.seconds += 1 }
            }
        }
        struct Face: View {
            @StateObject private var watch = Stopwatch()
            var body: some View { Text("\(watch.seconds)") }
        }
        let host = ViewHost(Face())
        host.advance(by: 2.25)
        #expect(host.texts == ["4"])
    }

    @Test("The same taps and times give the same state: two hosts driven alike agree at every step")
    func deterministic() throws {
        func run() -> [String] {
            let host = ViewHost(VStack { Ticker(); Clock() })
            var seen: [String] = []
            for step in [0.3, 0.7, 0.25, 1.5, 0.01, 2] {
                host.advance(by: step)
                seen.append(host.texts.joined(separator: "|"))
            }
            return seen
        }
        let first = run()
        #expect(first == run())
        #expect(first.last == "4 ticks|4 4")
    }
}
