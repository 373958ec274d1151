import Foundation

/// A record of every proposal and answer of a layout pass, a stack's probing included, in the words of
/// the layout tutorials: "padding proposes 168×168 to Color; Color chooses 168×168".
public struct LayoutTrace: Sendable, CustomStringConvertible {
    /// One step of the conversation.
    public struct Event: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// A parent proposed a size and the child chose one.
            case measured
            /// The same question again, answered from the cache.
            case cached
            /// A container placed its subviews inside its frame.
            case placed
        }

        public var kind: Kind
        /// How many containers are above the view that answered.
        public var depth: Int
        /// The view that answered or placed.
        public var view: String
        /// Its parent, if any.
        public var parent: String?
        public var proposal: ProposedViewSize
        /// The chosen size (for `.placed`, the frame's size).
        public var size: CGSize
        /// For `.placed`, the frame in the root's coordinate space.
        public var frame: CGRect?
        /// How many of the events after this one were asked while this question was open: the questions
        /// the view asked its own subviews before answering.
        public var nestedEvents: Int = 0
        /// The node that answered or placed, to pick one view's events out of a trace.
        package var node: ObjectIdentifier?
    }

    public var events: [Event] = []

    /// The conversation in the words of the layout tutorials, one sentence a line, each question indented
    /// under the one it was asked for. A view that answered only after asking its own subviews has its answer
    /// told after theirs: "The frame proposes 200×200 to padding." … "padding chooses 200×200."
    public var description: String {
        var lines: [String] = []
        var open: [(last: Int, event: Event)] = []

        func indent(_ depth: Int) -> String { String(repeating: "  ", count: Swift.min(depth, 40)) }
        func close(before index: Int) {
            while let top = open.last, top.last < index {
                open.removeLast()
                lines.append("\(indent(top.event.depth))\(top.event.view) chooses \(LayoutFormat.size(top.event.size)).")
            }
        }

        for (index, event) in events.enumerated() {
            close(before: index)
            let indent = indent(event.depth)
            let asker = event.parent.map { "The \($0)" } ?? "The host"
            let question = Self.ask(event.proposal, of: event.view)
            switch event.kind {
            case .cached:
                lines.append(
                    "\(indent)\(asker) \(question) again; \(event.view) answers \(LayoutFormat.size(event.size)) from its cache.")
            case .measured where event.nestedEvents > 0:
                lines.append("\(indent)\(asker) \(question).")
                open.append((index + event.nestedEvents, event))
            case .measured:
                lines.append("\(indent)\(asker) \(question); \(event.view) chooses \(LayoutFormat.size(event.size)).")
            case .placed:
                lines.append(
                    "\(indent)The \(event.view) places its subviews in its frame, \(LayoutFormat.rect(event.frame ?? .zero)).")
            }
        }
        close(before: events.count)
        return lines.joined(separator: "\n")
    }

    /// "proposes 168×168 to Text", "asks Text for its ideal size", "proposes 200×unspecified to Text".
    static func ask(_ proposal: ProposedViewSize, of view: String) -> String {
        func dimension(_ value: CGFloat?) -> String {
            guard let value else { return "unspecified" }
            return value.isInfinite ? "infinity" : LayoutFormat.number(value)
        }
        if proposal.width == nil && proposal.height == nil { return "asks \(view) for its ideal size" }
        return "proposes \(dimension(proposal.width))×\(dimension(proposal.height)) to \(view)"
    }

    // Recording, driven by LayoutNode.

    private var open: [Int] = []

    package init() {}

    /// Events are listed in the order questions are asked; the answer is filled in when it comes.
    package mutating func begin(_ node: LayoutNode, proposal: ProposedViewSize) {
        open.append(events.count)
        append(.measured, node, proposal: proposal, size: .zero, frame: nil)
    }

    package mutating func end(size: CGSize) {
        guard let index = open.popLast() else { return }
        events[index].size = size
        events[index].nestedEvents = events.count - index - 1
    }

    package mutating func record(_ node: LayoutNode, proposal: ProposedViewSize, size: CGSize, cached: Bool) {
        append(cached ? .cached : .measured, node, proposal: proposal, size: size, frame: nil)
    }

    package mutating func placing(_ node: LayoutNode, frame: CGRect) {
        append(.placed, node, proposal: node.placedProposal, size: frame.size, frame: frame)
    }

    private mutating func append(
        _ kind: Event.Kind, _ node: LayoutNode, proposal: ProposedViewSize, size: CGSize, frame: CGRect?
    ) {
        var event = Event(
            kind: kind, depth: node.depth, view: node.name, parent: node.parent?.name,
            proposal: proposal, size: size, frame: frame)
        event.node = ObjectIdentifier(node)
        events.append(event)
    }
}

extension LayoutNode {
    /// How many containers are above this node.
    package var depth: Int {
        var count = 0
        var node = parent
        while let current = node {
            count += 1
            node = current.parent
        }
        return count
    }
}
