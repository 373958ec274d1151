import Easel

/// A row of a to-do list: a title, and a button that marks it done (its own state).
public struct TodoRow: View {
    let index: Int
    @State var done = false

    public init(index: Int) {
        self.index = index
    }

    public var body: some View {
        HStack {
            Text("Task number \(index)")
            Spacer()
            Button(done ? "Done" : "To do") { done.toggle() }
                .accessibilityIdentifier("row\(index)")
        }
        .padding(.horizontal)
    }
}

/// `count` rows in a VStack, for the state benchmark (issue 5): one tap changes one row's state.
public struct TodoList: View {
    let count: Int

    public init(count: Int) {
        self.count = count
    }

    public var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { TodoRow(index: $0) }
        }
    }
}

/// The proposal of a phone's width, unlimited in height.
public let todoProposal = ProposedViewSize(width: 390, height: nil)
