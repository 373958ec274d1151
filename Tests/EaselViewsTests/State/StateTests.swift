import Foundation
import SwiftUI
import Testing

// State, identity and interaction (issue 5). Expected behaviour is SwiftUI's as its documentation states
// it: state belongs to a view's identity (structural position, ForEach id, .id), survives updates, moves
// with its id and is dropped when the view leaves; a change re-evaluates the bodies that read it.

extension ViewHost {
    /// The strings of the Text views, in tree order.
    var texts: [String] {
        layoutDescription().split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "Text(\""), let end = line.range(of: "\")", range: start.upperBound..<line.endIndex)
            else { return nil }
            return String(line[start.upperBound..<end.lowerBound])
        }
    }
}

private struct Counter: View {
    @State var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)").accessibilityIdentifier("label")
            Button("Increment") { count += 1 }.accessibilityIdentifier("increment")
        }
    }
}

// The seeds' challenge view (Kuchi, chapter on containers), with its question and choices simplified to text.
private struct ChallengeView: View {
    let question: String
    let answers: [String]
    @State var showAnswers = false

    var body: some View {
        VStack {
            Button(action: {
                showAnswers.toggle()
            }) {
                Text(question)
                    .frame(height: 300)
            }
            .accessibilityIdentifier("question")

            if showAnswers {
                Divider()
                VStack {
                    ForEach(answers, id: \.self) { Text($0) }
                }
                .frame(height: 300)
                .padding()
                .accessibilityIdentifier("choices")
            }
        }
    }
}

final class UserManager: ObservableObject {
    struct Profile {
        var name: String
    }

    @Published var profile = Profile(name: "Ray")
}

private struct PracticeView: View {
    @Binding var userName: String

    var body: some View {
        Text("Practice, \(userName)").accessibilityIdentifier("practice")
    }
}

// The seeds' welcome view: an environment object, state, and a button that switches to practice.
private struct WelcomeView: View {
    @EnvironmentObject var userManager: UserManager
    @State var showPractice = false

    @ViewBuilder
    var body: some View {
        if showPractice {
            PracticeView(userName: $userManager.profile.name)
        } else {
            ZStack {
                VStack {
                    Text(verbatim: "Hi, \(userManager.profile.name)")
                    Button(action: {
                        self.showPractice = true
                    }, label: {
                        HStack {
                            Image(systemName: "play")
                            Text(verbatim: "Start")
                        }
                    })
                    .accessibilityIdentifier("start")
                }
            }
        }
    }
}

struct Item: Identifiable, Hashable {
    var id: String
}

private struct Row: View {
    let item: Item
    @State var taps = 0

    var body: some View {
        Button("\(item.id): \(taps)") { taps += 1 }
            .accessibilityIdentifier(item.id)
    }
}

private struct RowList: View {
    let items: [Item]

    var body: some View {
        VStack {
            ForEach(items) { Row(item: $0) }
        }
    }
}

@Suite("State and interaction")
struct StateTests {
    @Test("A counter: a tap changes state, the label is made again before tap returns")
    func counter() throws {
        let host = ViewHost(Counter())
        #expect(host.texts == ["Count: 0", "Increment"])
        try host.tap(identifier: "increment")
        #expect(host.texts == ["Count: 1", "Increment"])
        try host.tap(identifier: "increment")
        try host.tap(identifier: "increment")
        #expect(host.texts == ["Count: 3", "Increment"])
    }

    @Test("The seeds' challenge view: the question button shows and hides the answers")
    func challengeView() throws {
        let host = ViewHost(
            ChallengeView(question: "おねがい します", answers: ["Thank you", "Hello", "Goodbye"]),
            proposal: ProposedViewSize(width: 390, height: nil))
        #expect(host.frame(of: "choices") == nil)
        let question = try #require(host.frame(of: "question"))
        #expect(question.height == 300)
        try host.tap(identifier: "question")
        let choices = try #require(host.frame(of: "choices"))
        // Question 300, spacing 8, a divider (1 pt, with 8 on either side), padded choices 300 + 32.
        #expect(choices.height == 332)
        #expect(host.size.height == CGFloat(300 + 8 + 1 + 8 + 332))
        #expect(host.texts.suffix(3) == ["Thank you", "Hello", "Goodbye"])
        try host.tap(identifier: "question")
        #expect(host.frame(of: "choices") == nil)
        #expect(host.size.height == CGFloat(300))
    }

    @Test("The seeds' welcome view switches to practice; the binding reaches the environment object")
    func welcomeToPractice() throws {
        let manager = UserManager()
        let host = ViewHost(WelcomeView().environmentObject(manager))
        #expect(host.texts.contains("Hi, Ray"))
        try host.tap(identifier: "start")
        #expect(host.texts == ["Practice, Ray"])
        manager.profile.name = "Ana"
        #expect(host.texts == ["Practice, Ana"])
    }

    @Test("Rows keep their own state while rows are inserted, removed and reordered")
    func rowsKeepState() throws {
        let items = ["a", "b", "c"].map(Item.init)
        let model = ListModel(items: items)
        let host = ViewHost(ObservedList(model: model))
        try host.tap(identifier: "b")
        try host.tap(identifier: "b")
        try host.tap(identifier: "c")
        #expect(host.texts == ["a: 0", "b: 2", "c: 1"])
        model.items.insert(Item(id: "z"), at: 0)
        #expect(host.texts == ["z: 0", "a: 0", "b: 2", "c: 1"])
        model.items.reverse()
        #expect(host.texts == ["c: 1", "b: 2", "a: 0", "z: 0"])
        model.items.removeAll { $0.id == "b" }
        #expect(host.texts == ["c: 1", "a: 0", "z: 0"])
        // A row that left the tree lost its state: it comes back new.
        model.items.append(Item(id: "b"))
        #expect(host.texts == ["c: 1", "a: 0", "z: 0", "b: 0"])
    }

    @Test("Changing one row's state in a 1,000-row VStack evaluates that row's body only")
    func oneRowOneBody() throws {
        let items = (0..<1000).map { Item(id: "row\($0)") }
        let host = ViewHost(RowList(items: items), proposal: ProposedViewSize(width: 390, height: nil))
        // The list and its rows were each evaluated once.
        #expect(host.statistics.bodyEvaluations == 1001)
        host.resetStatistics()
        let before = try #require(host.frame(of: "row501"))
        try host.tap(identifier: "row500")
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.texts[500] == "row500: 1")
        #expect(host.frame(of: "row501") == before)
    }

    @Test("After an update the placed tree is the one a new host makes with the same state")
    func incrementalLayoutMatchesFresh() throws {
        struct Grower: View {
            @State var lines = 1
            var body: some View {
                HStack(alignment: .top) {
                    VStack(alignment: .leading) {
                        ForEach(0..<lines, id: \.self) { Text("Line \($0)") }
                    }
                    Button("More") { lines += 1 }.accessibilityIdentifier("more")
                    Spacer()
                    Text("Tail")
                }
                .padding()
                .border(Color.gray)
            }
        }
        struct Fixed: View {
            let lines: Int
            var body: some View {
                HStack(alignment: .top) {
                    VStack(alignment: .leading) {
                        ForEach(0..<lines, id: \.self) { Text("Line \($0)") }
                    }
                    Button("More") {}.accessibilityIdentifier("more")
                    Spacer()
                    Text("Tail")
                }
                .padding()
                .border(Color.gray)
            }
        }
        let proposal = ProposedViewSize(width: 300, height: nil)
        let host = ViewHost(Grower(), proposal: proposal)
        try host.tap(identifier: "more")
        try host.tap(identifier: "more")
        let fresh = ViewHost(Fixed(lines: 3), proposal: proposal)
        #expect(host.layoutDescription() == fresh.layoutDescription())
        #expect(host.size == fresh.size)
    }

    @Test("if and else are different identities: state in one branch is dropped when the other shows")
    func branchesAreDifferentIdentities() throws {
        struct Branches: View {
            @State var first = true
            var body: some View {
                VStack {
                    if first { Counter() } else { Counter() }
                    Button("Switch") { first.toggle() }.accessibilityIdentifier("switch")
                }
            }
        }
        let host = ViewHost(Branches())
        try host.tap(identifier: "increment")
        #expect(host.texts.first == "Count: 1")
        try host.tap(identifier: "switch")
        #expect(host.texts.first == "Count: 0")
        try host.tap(identifier: "switch")
        #expect(host.texts.first == "Count: 0")
    }

    @Test(".id(_:) gives a view a new identity when the value changes, dropping its state")
    func explicitIdentity() throws {
        struct Reset: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Counter().id(generation)
                    Button("Reset") { generation += 1 }.accessibilityIdentifier("reset")
                }
            }
        }
        let host = ViewHost(Reset())
        try host.tap(identifier: "increment")
        try host.tap(identifier: "increment")
        #expect(host.texts.first == "Count: 2")
        try host.tap(identifier: "reset")
        #expect(host.texts.first == "Count: 0")
    }

    @Test("A binding writes through to its parent's state; the parent's body is evaluated only if it reads it")
    func bindings() throws {
        struct Child: View {
            @Binding var value: Int
            var body: some View {
                Button("Value \(value)") { value += 10 }.accessibilityIdentifier("child")
            }
        }
        struct Parent: View {
            @State var value = 1
            var body: some View { Child(value: $value) }
        }
        let host = ViewHost(Parent())
        host.resetStatistics()
        try host.tap(identifier: "child")
        #expect(host.texts == ["Value 11"])
        // Only the child read the value.
        #expect(host.statistics.bodyEvaluations == 1)

        let constant = Binding.constant(5)
        constant.wrappedValue = 6
        #expect(constant.wrappedValue == 5)
        var stored = 1
        let custom = Binding(get: { stored }, set: { stored = $0 })
        custom.wrappedValue = 3
        #expect(stored == 3)
    }

    @Test("ForEach over a binding gives each row a binding to its element")
    func forEachBinding() throws {
        struct Editor: View {
            @State var items = [Flag(id: 1), Flag(id: 2)]
            var body: some View {
                VStack {
                    ForEach($items) { $flag in
                        Toggle("Flag \(flag.id)", isOn: $flag.on).accessibilityIdentifier("flag\(flag.id)")
                    }
                    Text(items.map { $0.on ? "on" : "off" }.joined(separator: ","))
                }
            }
        }
        let host = ViewHost(Editor(), proposal: ProposedViewSize(width: 390, height: nil))
        #expect(host.texts.last == "off,off")
        // Tap the switch at the trailing end of the second toggle.
        let toggle = try #require(host.frame(of: "flag2"))
        try host.tap(at: CGPoint(x: toggle.maxX - 10, y: toggle.midY))
        #expect(host.texts.last == "off,on")
        // The label takes no taps on iOS: only the switch does.
        #expect(throws: TapError.self) { try host.tap(at: CGPoint(x: toggle.minX + 5, y: toggle.midY)) }
    }

    @Test("Toggle: label leading, a 51×31 switch trailing, as wide as offered")
    func toggleLayout() {
        let host = layOut(390, nil) {
            Toggle("Airplane Mode", isOn: .constant(true)).accessibilityIdentifier("toggle")
        }
        #expect(host["toggle"]?.width == 390)
        #expect(host["toggle"]?.height == 31)
    }
}

struct Flag: Identifiable {
    var id: Int
    var on = false
}

final class ListModel: ObservableObject {
    @Published var items: [Item]

    init(items: [Item]) {
        self.items = items
    }
}

private struct ObservedList: View {
    @ObservedObject var model: ListModel

    var body: some View {
        VStack {
            ForEach(model.items) { Row(item: $0) }
        }
    }
}

/// Counts the paths a shape is asked for: a shape's path is made when it is drawn.
final class PathCounter: @unchecked Sendable {
    var count = 0
}

private struct CountingShape: Shape {
    let counter: PathCounter
    func path(in rect: CGRect) -> Path {
        counter.count += 1
        return Path(rect)
    }
}

private struct CountedRow: View {
    let index: Int
    let counter: PathCounter
    var fixedWidth: CGFloat?
    @State private var on = false
    var body: some View {
        HStack {
            CountingShape(counter: counter).fill(on ? Color.green : Color.gray).frame(width: 10, height: 10)
            Button(on ? "On" : "Off") { on.toggle() }.accessibilityIdentifier("row\(index)")
        }
        // A fixed width keeps the list's width, so no other row moves when this one's label changes.
        .frame(width: fixedWidth, alignment: .leading)
    }
}

private struct CountedList: View {
    let counter: PathCounter
    var rowWidth: CGFloat? = 100
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<100, id: \.self) { CountedRow(index: $0, counter: counter, fixedWidth: rowWidth) }
        }
    }
}

@Suite("Incremental drawing")
struct IncrementalDrawingTests {
    @Test("After one row's state changes, the next image draws that row again and reuses what the others drew")
    func redrawsOnlyTheChangedRow() throws {
        let counter = PathCounter()
        let host = ViewHost(CountedList(counter: counter))
        _ = try host.render(as: .png, scale: 1)
        #expect(counter.count == 100)
        counter.count = 0
        try host.tap(identifier: "row50")
        let incremental = try host.render(as: .png, scale: 1)
        // Row 50 got new nodes from its new body: its shape is the only one drawn again.
        #expect(counter.count == 1)
        // Nothing was asked to change: the next image draws nothing again.
        counter.count = 0
        _ = try host.render(as: .png, scale: 1)
        #expect(counter.count == 0)
        // The reused commands are the ones a host drawing everything afresh makes.
        let fresh = ViewHost(CountedList(counter: PathCounter()))
        try fresh.tap(identifier: "row50")
        #expect(try fresh.render(as: .png, scale: 1) == incremental)
    }

    @Test("A display list held from before a change still shows what it showed")
    func heldListUnchanged() throws {
        let host = ViewHost(CountedList(counter: PathCounter()))
        let before = host.displayList(scale: 1)
        try host.tap(identifier: "row50")
        let after = host.displayList(scale: 1)
        // The kept items are edited for the new list; the held one shares them and must not see the edit.
        #expect(texts(in: before).filter { $0 == "On" }.isEmpty)
        #expect(texts(in: after).filter { $0 == "On" }.count == 1)
        #expect(texts(in: before).count == texts(in: after).count)
    }

    /// The text of every glyph run, in drawing order.
    private func texts(in list: DisplayList) -> [String] {
        list.items.flatMap { item -> [String] in
            switch item {
            case .glyphs(let run): [run.text]
            case .group(_, let content), .list(let content): texts(in: content)
            default: []
            }
        }
    }

    @Test("When a change moves the other rows, they are drawn again where they now are")
    func movedRowsRedraw() throws {
        let counter = PathCounter()
        // Rows as wide as their content, centered: "Off" → "On" narrows the widest row, so the list
        // narrows and every row moves.
        let host = ViewHost(CountedList(counter: counter, rowWidth: nil))
        _ = try host.render(as: .png, scale: 1)
        for index in 0..<100 { try host.tap(identifier: "row\(index)") }
        counter.count = 0
        let incremental = try host.render(as: .png, scale: 1)
        #expect(counter.count == 100)
        let fresh = ViewHost(CountedList(counter: PathCounter(), rowWidth: nil))
        for index in 0..<100 { try fresh.tap(identifier: "row\(index)") }
        #expect(try fresh.render(as: .png, scale: 1) == incremental)
    }

    @Test("Kept drawings are snapped to one pixel grid: another scale draws everything again")
    func anotherScaleRedraws() throws {
        let counter = PathCounter()
        let host = ViewHost(CountedList(counter: counter))
        _ = try host.render(as: .png, scale: 1)
        counter.count = 0
        let double = try host.render(as: .png, scale: 2)
        #expect(counter.count == 100)
        #expect(try ViewHost(CountedList(counter: PathCounter())).render(as: .png, scale: 2) == double)
    }
}
