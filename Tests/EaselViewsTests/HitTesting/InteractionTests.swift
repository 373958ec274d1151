import Foundation
import Observation
import SwiftUI
import Testing

// Hit testing, lifecycle actions, observable objects, tasks and bad input (issue 5). Expected behaviour is
// SwiftUI's: taps land only where something is drawn (or on a contentShape), front to back; clear colors
// and hidden views take none; allowsHitTesting(false) lets taps through; disabled controls do nothing.

final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}

@Observable final class Score {
    var points = 0
}

@Suite("Hit testing and lifecycle")
struct InteractionTests {
    @Test("A tap lands only where something is drawn: a stack's gap and a Spacer take none, contentShape fixes it")
    func gapsTakeNoTaps() throws {
        let tally = Tally()
        let host = layOut(200, 50) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50)
                Spacer()
                Color.blue.frame(width: 50)
            }
            .onTapGesture { tally.add("stack") }
        }
        try host.tap(at: CGPoint(x: 25, y: 25))
        #expect(tally.all == ["stack"])
        #expect(throws: TapError(reason: .nothingThere, point: CGPoint(x: 100, y: 25))) {
            try host.tap(at: CGPoint(x: 100, y: 25))
        }
        let shaped = layOut(200, 50) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50)
                Spacer()
            }
            .contentShape(Rectangle())
            .onTapGesture { tally.add("shaped") }
        }
        try shaped.tap(at: CGPoint(x: 150, y: 25))
        #expect(tally.all == ["stack", "shaped"])
    }

    @Test("Front to back: the frontmost view takes the tap; clear colors and allowsHitTesting(false) let it through")
    func frontToBack() throws {
        let tally = Tally()
        let host = layOut(100, 100) {
            ZStack {
                Color.green.onTapGesture { tally.add("back") }
                Color.clear.onTapGesture { tally.add("clear") }
                Color.yellow.frame(width: 20, height: 20).allowsHitTesting(false)
                Circle().frame(width: 40, height: 40).onTapGesture { tally.add("circle") }
                    .position(x: 80, y: 80)
            }
        }
        try host.tap(at: CGPoint(x: 50, y: 50))  // the yellow square lets the tap through
        try host.tap(at: CGPoint(x: 80, y: 80))  // the circle's center
        try host.tap(at: CGPoint(x: 62, y: 62))  // the circle's frame corner, outside the circle
        #expect(tally.all == ["back", "circle", "back"])
    }

    /// Rotation and scale effects move where a view is drawn, and taps follow the drawing. A 100-point square
    /// turned 45° about its center (100, 100) is a diamond whose top tip is 50·√2 ≈ 70.7 points above the
    /// center, outside its layout frame; its frame's corners are outside the diamond.
    @Test("Taps follow rotationEffect and scaleEffect to where the view is drawn")
    func tapsFollowTransforms() throws {
        let tally = Tally()
        let rotated = layOut(200, 200) {
            Color.red.frame(width: 100, height: 100).rotationEffect(.degrees(45)).onTapGesture { tally.add("diamond") }
                .frame(width: 200, height: 200)
        }
        try rotated.tap(at: CGPoint(x: 100, y: 35))  // inside the tip, 15 points above the frame
        #expect(tally.all == ["diamond"])
        #expect(throws: TapError.self) { try rotated.tap(at: CGPoint(x: 55, y: 55)) }  // a frame corner
        // Half size about the center: the drawing spans 75…125.
        let scaled = layOut(200, 200) {
            Color.blue.frame(width: 100, height: 100).scaleEffect(0.5).onTapGesture { tally.add("small") }
                .frame(width: 200, height: 200)
        }
        try scaled.tap(at: CGPoint(x: 120, y: 120))
        #expect(tally.all == ["diamond", "small"])
        #expect(throws: TapError.self) { try scaled.tap(at: CGPoint(x: 60, y: 60)) }  // in the frame, not the drawing
    }

    @Test("An opaque view in front without a handler swallows the tap, and the error says where it landed")
    func frontmostWithoutHandler() throws {
        let host = layOut(100, 100) {
            ZStack {
                Button("Behind") {}
                Color.black.opacity(0.5)
            }
        }
        #expect {
            try host.tap(at: CGPoint(x: 50, y: 50))
        } throws: { error in
            guard let error = error as? TapError, case .noHandler(let frontmost) = error.reason else { return false }
            return frontmost.contains("Color") && error.description.contains("(50, 50)")
        }
    }

    @Test("A disabled button does nothing and the tap throws; disabled(false) does not re-enable")
    func disabledControls() throws {
        let tally = Tally()
        let host = layOut(300, 100) {
            VStack {
                Button("Go") { tally.add("go") }.accessibilityIdentifier("go").disabled(true)
                VStack {
                    Button("Inner") { tally.add("inner") }.accessibilityIdentifier("inner").disabled(false)
                }
                .disabled(true)
            }
        }
        #expect(throws: TapError.self) { try host.tap(identifier: "go") }
        #expect {
            try host.tap(identifier: "inner")
        } throws: { error in
            (error as? TapError)?.reason == .disabled(control: "Button")
        }
        #expect(tally.all.isEmpty)
        #expect {
            try host.tap(identifier: "missing")
        } throws: { error in
            (error as? TapError)?.reason == .noSuchView(identifier: "missing")
        }
    }

    @Test("A stroked shape takes taps on its stroke only; hidden views take none")
    func strokesAndHidden() throws {
        let tally = Tally()
        let host = layOut(100, 100) {
            ZStack {
                Circle().stroke(lineWidth: 10).onTapGesture { tally.add("ring") }
                Color.red.hidden().onTapGesture { tally.add("hidden") }
            }
        }
        try host.tap(at: CGPoint(x: 50, y: 2))
        #expect(throws: TapError.self) { try host.tap(at: CGPoint(x: 50, y: 50)) }
        #expect(tally.all == ["ring"])
    }

    @Test("onTapGesture with a location gives the point in the view's own coordinates")
    func tapLocation() throws {
        let tally = Tally()
        let host = layOut(200, 200) {
            // Centered in a 200-point frame: the red square's origin is (50, 50).
            Color.red.frame(width: 100, height: 100).onTapGesture { point in tally.add("\(point.x),\(point.y)") }
                .frame(width: 200, height: 200)
        }
        try host.tap(at: CGPoint(x: 60, y: 70))
        #expect(tally.all == ["10.0,20.0"])
    }

    @Test("onAppear runs once when a view enters the tree, onDisappear when it leaves, onChange with old and new values")
    func lifecycle() throws {
        let tally = Tally()
        struct Screen: View {
            let tally: Tally
            @State var showDetail = false
            @State var value = 0
            var body: some View {
                VStack {
                    Text("Main").onAppear { tally.add("main appears") }
                    if showDetail {
                        Text("Detail")
                            .onAppear { tally.add("detail appears") }
                            .onDisappear { tally.add("detail disappears") }
                    }
                    Button("Toggle") { showDetail.toggle() }.accessibilityIdentifier("toggle")
                    Button("Bump") { value += 1 }.accessibilityIdentifier("bump")
                }
                .onChange(of: value) { old, new in tally.add("value \(old)→\(new)") }
            }
        }
        let host = ViewHost(Screen(tally: tally))
        #expect(tally.all == ["main appears"])
        try host.tap(identifier: "toggle")
        try host.tap(identifier: "bump")
        try host.tap(identifier: "bump")
        try host.tap(identifier: "toggle")
        #expect(tally.all == ["main appears", "detail appears", "value 0→1", "value 1→2", "detail disappears"])
    }

    @Test("An ObservableObject changed from outside updates the view at the host's next question")
    func observableObjectFromOutside() {
        let manager = UserManager()
        struct Greeting: View {
            @ObservedObject var manager: UserManager
            var body: some View { Text("Hello, \(manager.profile.name)") }
        }
        let host = ViewHost(Greeting(manager: manager))
        var changes = 0
        host.onChange { changes += 1 }
        manager.profile.name = "Kim"
        #expect(host.needsUpdate)
        #expect(host.texts == ["Hello, Kim"])
        #expect(changes == 1)
        // The size is a question too: a longer name, read without any other call first, is wider.
        let width = host.size.width
        manager.profile.name = "Kimberly Anne"
        #expect(host.size.width > width)
    }

    @Test("@StateObject is made once per identity and kept across updates")
    func stateObject() throws {
        final class Model: ObservableObject {
            nonisolated(unsafe) static var made = 0
            @Published var count = 0
            init() { Model.made += 1 }
        }
        struct Screen: View {
            @StateObject var model = Model()
            @State var other = 0
            var body: some View {
                VStack {
                    Text("\(model.count) \(other)")
                    Button("Model") { model.count += 1 }.accessibilityIdentifier("model")
                    Button("Other") { other += 1 }.accessibilityIdentifier("other")
                }
            }
        }
        let host = ViewHost(Screen())
        try host.tap(identifier: "model")
        try host.tap(identifier: "other")
        try host.tap(identifier: "model")
        #expect(host.texts.first == "2 1")
        #expect(Model.made == 1)
    }

    @Test("@Observable: a body that reads a property is evaluated again when it changes; @Bindable binds to it")
    func observation() throws {
        struct Board: View {
            let score: Score
            var body: some View {
                VStack {
                    Text("\(score.points) points")
                    Stepper(score: score)
                }
            }
        }
        struct Stepper: View {
            @Bindable var score: Score
            var body: some View {
                Toggle("Bonus", isOn: Binding(get: { score.points > 0 }, set: { score.points = $0 ? 10 : 0 }))
                    .accessibilityIdentifier("bonus")
            }
        }
        let score = Score()
        let host = ViewHost(Board(score: score), proposal: ProposedViewSize(width: 300, height: nil))
        score.points = 3
        #expect(host.texts.first == "3 points")
        let points = Bindable(score).points
        points.wrappedValue = 7
        #expect(score.points == 7)
        #expect(host.texts.first == "7 points")
    }

    @Test("A task runs when the view appears; its state change is applied by waitForTasks")
    func tasks() async throws {
        struct Loader: View {
            @State var text = "Loading"
            var body: some View {
                Text(text).task {
                    try? await Task.sleep(nanoseconds: 1_000_000)
                    text = "Loaded"
                }
            }
        }
        let host = ViewHost(Loader())
        #expect(host.texts == ["Loading"])
        await host.waitForTasks()
        #expect(host.texts == ["Loaded"])
    }

    @Test("A task is cancelled when its view leaves the tree")
    func taskCancellation() async throws {
        let tally = Tally()
        struct Parent: View {
            let tally: Tally
            @State var show = true
            var body: some View {
                VStack {
                    if show {
                        Text("Working").task {
                            while !Task.isCancelled { try? await Task.sleep(nanoseconds: 100_000) }
                            tally.add("cancelled")
                        }
                    }
                    Button("Hide") { show = false }.accessibilityIdentifier("hide")
                }
            }
        }
        let host = ViewHost(Parent(tally: tally))
        try host.tap(identifier: "hide")
        await host.waitForTasks()
        #expect(tally.all == ["cancelled"])
    }

    // MARK: Bad input

    @Test("State written during body: a diagnostic, the value kept, and no endless updates")
    func stateWrittenInBody() {
        struct Looping: View {
            @State var count = 0
            var body: some View {
                let _ = { count += 1 }()
                Text("Count \(count)")
            }
        }
        let host = ViewHost(Looping())
        #expect(host.texts.count == 1)
        #expect(!host.needsUpdate)
        #expect(host.diagnostics.contains { $0.message.contains("modified while") })
    }

    @Test("A binding to a removed row reads its last value and writes nothing, without a crash")
    func bindingToRemovedRow() throws {
        final class Keeper: @unchecked Sendable {
            var binding: Binding<Flag>?
        }
        let keeper = Keeper()
        struct Rows: View {
            let keeper: Keeper
            @State var flags = [Flag(id: 1), Flag(id: 2)]
            var body: some View {
                VStack {
                    ForEach($flags) { $flag in
                        Text("Flag \(flag.id)").onAppear { if flag.id == 2 { keeper.binding = $flag } }
                    }
                    Button("Remove") { flags.removeLast() }.accessibilityIdentifier("remove")
                }
            }
        }
        let host = ViewHost(Rows(keeper: keeper))
        try host.tap(identifier: "remove")
        let binding = try #require(keeper.binding)
        #expect(binding.wrappedValue.id == 2)
        binding.wrappedValue.on = true
        #expect(host.texts == ["Flag 1", "Remove"])
    }

    @Test("An observable object released while observed: no crash, the view shows what it can")
    func releasedObject() {
        final class Holder {
            weak var score: Score?
        }
        struct Weakly: View {
            let holder: Holder
            var body: some View { Text(holder.score.map { "\($0.points)" } ?? "gone") }
        }
        let holder = Holder()
        var score: Score? = Score()
        holder.score = score
        let host = ViewHost(Weakly(holder: holder))
        #expect(host.texts == ["0"])
        score?.points = 5
        score = nil
        #expect(host.texts == ["gone"])
    }

    @Test("A missing environment object is a diagnostic and an empty view, not a crash")
    func missingEnvironmentObject() {
        struct NeedsManager: View {
            @EnvironmentObject var manager: UserManager
            var body: some View { Text(manager.profile.name) }
        }
        let host = ViewHost(VStack { Text("Above"); NeedsManager() })
        #expect(host.texts == ["Above"])
        #expect(host.diagnostics.contains { $0.message.contains("no ObservableObject of type UserManager") })
    }
}
