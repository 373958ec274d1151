import Foundation
import SwiftUI
import Synchronization
import Testing

@testable import EaselViews

#if canImport(Glibc)
import Glibc
#endif

/// Where a host makes its views: on the caller's thread, moving to a large stack only when a deep tree runs the
/// caller's stack low (`DeepStack.withRoom`).
@Suite struct DeepStackTests {
    /// What the bodies saw: the thread each ran on, and whether the host's clock was set there.
    final class Probe: Sendable {
        struct Seen {
            var threads: [Int: pthread_t] = [:]
            var sawClock: [Int: Bool] = [:]
        }
        let seen = Mutex(Seen())

        func record(depth: Int) {
            let clock = HostClock.current != nil
            seen.withLock {
                $0.threads[depth] = pthread_self()
                $0.sawClock[depth] = clock
            }
        }
    }

    /// A view nesting itself `depth` times, each level padded by 1, around a 1×1 leaf.
    struct Nest: View {
        let depth: Int
        let probe: Probe
        var leaf = "leaf"

        var body: some View {
            let _ = probe.record(depth: depth)
            if depth == 0 {
                Color.red.frame(width: 1, height: 1).accessibilityIdentifier(leaf)
            } else {
                Nest(depth: depth - 1, probe: probe, leaf: leaf).padding(1)
            }
        }
    }

    /// Runs `body` on a new thread with an 8 MiB stack (as a process's main thread has), whatever stack the test
    /// runner's own threads have.
    func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        return result.withLock { $0! }
    }

    @Test("A tree of ordinary depth is made on the caller's thread, with the host's clock set")
    func ordinaryTreeOnCaller() {
        let probe = Probe()
        let callerMadeAll = onThread { () -> Bool in
            let host = ViewHost(Nest(depth: 20, probe: probe))
            let caller = pthread_self()
            return host.size == CGSize(width: 41, height: 41)
                && probe.seen.withLock { seen in
                    seen.threads.count == 21 && seen.threads.values.allSatisfy { pthread_equal($0, caller) != 0 }
                }
        }
        #expect(callerMadeAll)
        #expect(probe.seen.withLock { $0.sawClock.values.allSatisfy { $0 } })
    }

    @Test("A view nesting itself 10,000 times is made and laid out: the deep levels move to a large stack, with the clock")
    func recursiveViewMovesWhenDeep() {
        let probe = Probe()
        let (size, leaf, shallowOnCaller, deepElsewhere) = onThread { () -> (CGSize, CGRect?, Bool, Bool) in
            let host = ViewHost(Nest(depth: 10_000, probe: probe))
            let caller = pthread_self()
            return probe.seen.withLock { seen in
                (
                    host.size, host["leaf"],
                    seen.threads[10_000].map { pthread_equal($0, caller) != 0 } ?? false,
                    seen.threads[0].map { pthread_equal($0, caller) == 0 } ?? false
                )
            }
        }
        #expect(size == CGSize(width: 20_001, height: 20_001))
        #expect(leaf == CGRect(x: 10_000, y: 10_000, width: 1, height: 1))
        #expect(shallowOnCaller, "the outer levels are made where the host was made")
        #expect(deepElsewhere, "the innermost levels are made on a larger stack")
        #expect(probe.seen.withLock { $0.sawClock.count == 10_001 && $0.sawClock.values.allSatisfy { $0 } })
    }

    /// A row that notes the thread its body ran on.
    struct Row: View {
        let index: Int
        let probe: Probe

        var body: some View {
            let _ = probe.record(depth: index)
            Text("Row \(index)")
        }
    }

    @Test("A list's rows, made while it is placed, are made, laid out and drawn on the caller's thread")
    func listRowsOnCaller() {
        let probe = Probe()
        let (madeHere, drawn) = onThread { () -> (Bool, Int) in
            let host = ViewHost(
                ScrollView { LazyVStack { ForEach(0..<1_000, id: \.self) { Row(index: $0, probe: probe) } } },
                proposal: ProposedViewSize(width: 390, height: 844))
            let items = host.displayList(scale: 1).items.count
            let caller = pthread_self()
            let here = probe.seen.withLock { seen in
                !seen.threads.isEmpty && seen.threads.values.allSatisfy { pthread_equal($0, caller) != 0 }
            }
            return (here, items)
        }
        #expect(madeHere)
        #expect(drawn > 0)
        // Only the rows in view are made: 844 points of rows about 20 points tall with spacing, not all 1,000.
        #expect(probe.seen.withLock { $0.threads.count } < 100)
    }

    @Test("Content 10,000 levels deep made while placing (a lazy row, a GeometryReader's) is laid out and drawn")
    func deepContentMadeWhilePlacing() throws {
        let rowProbe = Probe(), readerProbe = Probe()
        let (rowLeaf, rowDrawn, readerLeaf, readerDrawn) = onThread { () -> (CGRect?, Bool, CGRect?, Bool) in
            // Two rows, so that the spacing between them is asked of both, down their 10,000 levels.
            let row = ViewHost(
                ScrollView {
                    LazyVStack { Nest(depth: 10_000, probe: rowProbe); Nest(depth: 3, probe: Probe(), leaf: "short") }
                },
                proposal: ProposedViewSize(width: 30_000, height: 30_000))
            let reader = ViewHost(
                GeometryReader { _ in Nest(depth: 10_000, probe: readerProbe) },
                proposal: ProposedViewSize(width: 30_000, height: 30_000))
            return (
                row["leaf"], !row.displayList(scale: 1).items.isEmpty,
                reader["leaf"], !reader.displayList(scale: 1).items.isEmpty
            )
        }
        // Each level pads by 1 on every side: the leaf sits 10,000 points in from the content's top left. A lazy
        // stack takes the whole width offered (30,000) and centers its 20,001-point row: 4,999.5 points more.
        #expect(rowLeaf == CGRect(x: 14_999.5, y: 10_000, width: 1, height: 1))
        #expect(readerLeaf == CGRect(x: 10_000, y: 10_000, width: 1, height: 1))
        #expect(rowDrawn && readerDrawn)
        #expect(rowProbe.seen.withLock { $0.threads.count } == 10_001)
        #expect(readerProbe.seen.withLock { $0.threads.count } == 10_001)
    }

    /// A button that shows a 20,000-level view once tapped: more than an 8 MiB stack holds, measured and placed.
    struct Reveal: View {
        let probe: Probe
        @State private var shown = false

        var body: some View {
            VStack {
                Button("Show") { shown = true }.accessibilityIdentifier("show")
                // In a frame of fixed size, so the view above answers as before and only places its new content.
                ZStack { if shown { Nest(depth: 20_000, probe: probe) } }.frame(width: 50, height: 50)
            }
        }
    }

    @Test("A change of state that brings in a view 20,000 levels deep makes, lays out and draws it")
    func deepViewBroughtInByAnUpdate() {
        let probe = Probe()
        let (before, tapped, after, drawn) = onThread { () -> (CGRect?, Bool, CGRect?, Bool) in
            // Below the root, so that its new content is spliced into the tree rather than laid out from the root.
            let host = ViewHost(VStack { Text("Above"); Reveal(probe: probe) })
            let before = host["leaf"]
            let tapped = (try? host.tap(identifier: "show")) != nil
            return (before, tapped, host["leaf"], !host.displayList(scale: 1).items.isEmpty)
        }
        #expect(before == nil)
        #expect(tapped)
        #expect(after?.size == CGSize(width: 1, height: 1))
        #expect(drawn)
        #expect(probe.seen.withLock { $0.threads.count } == 20_001)
    }

    /// A row whose button counts its taps, noting the thread each of its bodies ran on.
    struct CountingRow: View {
        let index: Int
        let probe: Probe
        @State private var taps = 0

        var body: some View {
            let _ = probe.record(depth: index * 1_000 + taps)
            Button("Row \(index): \(taps)") { taps += 1 }.accessibilityIdentifier("row\(index)")
        }
    }

    @Test("A tap in a list's row updates the row on the caller's thread")
    func listUpdateOnCaller() {
        let probe = Probe()
        let (tapped, allHere, texts) = onThread { () -> (Bool, Bool, [String]) in
            let host = ViewHost(
                List { ForEach(0..<100, id: \.self) { CountingRow(index: $0, probe: probe) } }, device: .iPhone15)
            let tapped = (try? host.tap(identifier: "row2")) != nil
            let caller = pthread_self()
            let here = probe.seen.withLock { $0.threads.values.allSatisfy { pthread_equal($0, caller) != 0 } }
            return (tapped, here, host.texts)
        }
        #expect(tapped)
        #expect(texts.contains("Row 2: 1"))
        // The row's body after the tap (taps 1) ran, and on the caller's thread, as every body before it did.
        #expect(probe.seen.withLock { $0.threads[2_001] } != nil)
        #expect(allHere)
    }
}
