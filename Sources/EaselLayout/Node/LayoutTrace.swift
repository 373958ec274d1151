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
    }

    public var events: [Event] = []

    public var description: String {
        events.map { event in
            let indent = String(repeating: "  ", count: event.depth)
            let asker = event.parent.map { "\($0) proposes" } ?? "the host proposes"
            switch event.kind {
            case .measured:
                return "\(indent)\(asker) \(event.proposal) to \(event.view); \(event.view) chooses "
                    + LayoutFormat.size(event.size)
            case .cached:
                return "\(indent)\(asker) \(event.proposal) to \(event.view) again; \(event.view) still chooses "
                    + LayoutFormat.size(event.size)
            case .placed:
                return "\(indent)\(event.view) places its subviews in \(LayoutFormat.rect(event.frame ?? .zero))"
            }
        }.joined(separator: "\n")
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
        events.append(
            Event(
                kind: kind, depth: node.depth, view: node.name, parent: node.parent?.name,
                proposal: proposal, size: size, frame: frame))
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
