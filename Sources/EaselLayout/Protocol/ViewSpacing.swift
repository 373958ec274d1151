import Foundation

/// A view's spacing preferences on each of its four edges (LayoutRules §4.2).
///
/// An edge may prefer a distance to its neighbour, in general or for neighbours of one kind (text, say).
/// The distance between two views is the larger of the two facing edges' preferences for each other; when
/// neither edge states one, it is the system default of 8 points. A Spacer prefers 0 on its major edges, so
/// nothing sits 8 points from a Spacer; an explicit stack `spacing:` ignores all of this.
public struct ViewSpacing: Equatable, Sendable {
    /// The system default spacing between views that state no preference (iOS: 8).
    package static let defaultValue: CGFloat = 8

    package var edges: [EdgeSpacing]

    /// No preferences: 8 points to any neighbour that has none either.
    public init() {
        edges = Array(repeating: EdgeSpacing(), count: 4)
    }

    /// Zero on every edge, for every kind of neighbour.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        for edge in Edge.allCases {
            spacing.edges[Int(edge.rawValue)].preferences[.any] = 0
        }
        return spacing
    }()

    package subscript(edge: Edge) -> EdgeSpacing {
        get { edges[Int(edge.rawValue)] }
        set { edges[Int(edge.rawValue)] = newValue }
    }

    /// The distance from this view to `next`, which follows it along `axis` (to its trailing side, or below).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? self[.trailing] : self[.bottom]
        let theirs = axis == .horizontal ? next[.leading] : next[.top]
        switch (mine.preference(toward: theirs.category), theirs.preference(toward: mine.category)) {
        case (let one?, let other?): return Swift.max(one, other)
        case (let one?, nil), (nil, let one?): return one
        case (nil, nil): return Self.defaultValue
        }
    }

    /// Merges another view's preferences into these on the given edges, keeping the larger value of each.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self[edge].formUnion(other[edge])
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Forgets the preferences on the given edges (what padding and frames do to their edges).
    package mutating func reset(_ edges: Edge.Set) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self[edge] = EdgeSpacing()
        }
    }

    /// Marks an edge as text, with one distance toward other text and one toward everything else.
    package mutating func setText(edge: Edge, towardText: CGFloat, towardOthers: CGFloat) {
        self[edge].category = .text
        self[edge].preferences = SpacingPreferences(towardAny: towardOthers, towardText: towardText)
    }

    /// Zero toward any neighbour on the given edges (a Spacer's major edges).
    package static func zero(on edges: Edge.Set) -> ViewSpacing {
        var spacing = ViewSpacing()
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            spacing[edge].preferences[.any] = 0
        }
        return spacing
    }
}

/// The kind of content at an edge, which a neighbour's preference may depend on.
package enum SpacingCategory: Sendable {
    /// A preference that applies to neighbours of every kind.
    case any
    /// Text, whose edges sit at a baseline-derived distance from neighbours.
    case text
}

/// An edge's preferred distances, by the neighbour's category: one toward any neighbour, one toward text.
/// Two fields rather than a dictionary: there are two categories, every stack asks for them between each pair of
/// neighbours, and a dictionary keyed by a new type costs the first host in a process a search of the runtime's
/// conformance records.
package struct SpacingPreferences: Equatable, Sendable {
    package var towardAny: CGFloat?
    package var towardText: CGFloat?

    package init(towardAny: CGFloat? = nil, towardText: CGFloat? = nil) {
        self.towardAny = towardAny
        self.towardText = towardText
    }

    package subscript(category: SpacingCategory) -> CGFloat? {
        get { category == .text ? towardText : towardAny }
        set {
            if category == .text { towardText = newValue } else { towardAny = newValue }
        }
    }

    /// The larger of the two preferences for each category either states.
    package mutating func formUnion(_ other: SpacingPreferences) {
        if let value = other.towardAny { towardAny = Swift.max(towardAny ?? value, value) }
        if let value = other.towardText { towardText = Swift.max(towardText ?? value, value) }
    }
}

/// One edge's preferences.
package struct EdgeSpacing: Equatable, Sendable {
    /// What is at this edge; nil for ordinary views.
    package var category: SpacingCategory?
    /// Preferred distances, by the neighbour's category (`.any` for all of them).
    package var preferences = SpacingPreferences()

    package init() {}

    package func preference(toward neighbour: SpacingCategory?) -> CGFloat? {
        if let neighbour, let value = preferences[neighbour] { return value }
        return preferences[.any]
    }

    package mutating func formUnion(_ other: EdgeSpacing) {
        if category != other.category { category = category ?? other.category }
        preferences.formUnion(other.preferences)
    }
}

extension LayoutNode {
    /// The gap a stack (eager or lazy) leaves between this view and `next` along `axis`: the stack's explicit
    /// `spacing`, else what the two views' spacing preferences ask for (LayoutRules §4.2).
    package func gap(to next: LayoutNode, along axis: Axis, spacing: CGFloat?) -> CGFloat {
        spacing ?? self.spacing.distance(to: next.spacing, along: axis)
    }
}
