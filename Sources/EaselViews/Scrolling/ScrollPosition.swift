import EaselGraphics
import EaselLayout
import Foundation

/// A `.scrollPosition(id:anchor:)` binding with its type erased.
struct ScrollPositionBinding {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

extension View {
    /// Associates a binding to the id of the view at the scroll view's leading edge (its top, for a
    /// vertical one): setting it scrolls there once laid out (that view's `anchor` point, its top by
    /// default, to the same point of the scroll view); a user's scroll (`ViewHost.scroll(identifier:to:)`)
    /// writes the id of the first view in sight. Ids are those of `ForEach` elements and `.id(_:)`.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(position: ScrollPositionBinding(
            get: { id.wrappedValue.map(AnyHashable.init) },
            set: { id.wrappedValue = $0?.base as? ID },
            anchor: anchor)))
    }
}

struct ScrollPositionModifier: ViewModifier {
    typealias Body = Never
    let position: ScrollPositionBinding

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        var inputs = inputs
        inputs.scrollPosition = modifier.position
        content.make(inputs, &outputs)
    }
}

/// The position of a scroll view (iOS 18): an edge, a point of the content (its offset), or a view's id. Bind it with
/// `.scrollPosition(_:anchor:)`: set it (`scrollTo`) and the scroll view scrolls there once laid out; a person's
/// scroll writes where the content came to rest, with `isPositionedByUser` true.
public struct ScrollPosition: Equatable {
    enum Target: Equatable {
        case none
        case edge(Edge)
        /// A content offset; a nil coordinate leaves that axis where it is.
        case point(x: CGFloat?, y: CGFloat?)
        case view(AnyHashable, anchor: UnitPoint?)
    }

    var target: Target
    /// Whether a person's scroll, rather than code, put the scroll view here.
    public private(set) var isPositionedByUser = false
    /// After a person's scroll: the id of the first view in sight, when the content's views have ids.
    private var userViewID: AnyHashable?

    /// A position at an edge, or none (where the scroll view already is).
    public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge? = nil) {
        target = edge.map { .edge($0) } ?? .none
    }

    /// A position at a point of the content: its offset from the content's top leading corner.
    public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) {
        target = .point(x: point.x, y: point.y)
    }

    /// A position at an offset along both axes.
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) {
        target = .point(x: x, y: y)
    }

    /// A position at a horizontal offset.
    public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat) {
        target = .point(x: x, y: nil)
    }

    /// A position at a vertical offset.
    public init<ID: Hashable>(idType: ID.Type = Never.self, y: CGFloat) {
        target = .point(x: nil, y: y)
    }

    /// A position at the view with this id, its `anchor` point at the same point of the scroll view.
    public init(id: some Hashable, anchor: UnitPoint? = nil) {
        target = .view(AnyHashable(id), anchor: anchor)
    }

    /// The edge scrolled to, if the position is one.
    public var edge: Edge? {
        if case .edge(let edge) = target { edge } else { nil }
    }

    /// The content offset, if the position is a point.
    public var point: CGPoint? {
        if case .point(let x, let y) = target { CGPoint(x: x ?? 0, y: y ?? 0) } else { nil }
    }

    /// The horizontal content offset, if the position has one.
    public var x: CGFloat? {
        if case .point(let x, _) = target { x } else { nil }
    }

    /// The vertical content offset, if the position has one.
    public var y: CGFloat? {
        if case .point(_, let y) = target { y } else { nil }
    }

    /// The id of the view the position is at: the one scrolled to, or after a person's scroll the first in sight.
    public var viewID: (any Hashable)? {
        if case .view(let id, _) = target { return id.base as? any Hashable }
        return userViewID?.base as? any Hashable
    }

    /// The view id, if it is of the given type.
    public func viewID<T: Hashable>(type: T.Type) -> T? {
        if case .view(let id, _) = target { return id.base as? T }
        return userViewID?.base as? T
    }

    /// Scrolls to an edge.
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }
    /// Scrolls to a point of the content.
    public mutating func scrollTo(point: CGPoint) { set(.point(x: point.x, y: point.y)) }
    /// Scrolls to an offset along both axes.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.point(x: x, y: y)) }
    /// Scrolls to a horizontal offset.
    public mutating func scrollTo(x: CGFloat) { set(.point(x: x, y: nil)) }
    /// Scrolls to a vertical offset.
    public mutating func scrollTo(y: CGFloat) { set(.point(x: nil, y: y)) }
    /// Scrolls to the view with this id.
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { set(.view(AnyHashable(id), anchor: anchor)) }

    private mutating func set(_ target: Target) {
        self.target = target
        isPositionedByUser = false
        userViewID = nil
    }

    /// Where a person's scroll left the content: its offset, and the first view in sight.
    static func positionedByUser(offset: CGPoint, viewID: AnyHashable?) -> ScrollPosition {
        var position = ScrollPosition(idType: Never.self, point: offset)
        position.isPositionedByUser = true
        position.userViewID = viewID
        return position
    }
}

extension View {
    /// Associates a binding to a scroll position with the scroll view in this view: setting it scrolls there once
    /// laid out; a person's scroll writes where the content came to rest.
    /// `anchor` places a view scrolled to by id when the position gives no anchor of its own.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionValueModifier(position: ScrollPositionValueBinding(binding: position, anchor: anchor)))
    }
}

/// A `.scrollPosition(_:anchor:)` binding and its default anchor.
struct ScrollPositionValueBinding {
    let binding: Binding<ScrollPosition>
    let anchor: UnitPoint?
}

struct ScrollPositionValueModifier: ViewModifier {
    typealias Body = Never
    let position: ScrollPositionValueBinding

    static func _makeView(modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs) {
        var inputs = inputs
        inputs.scrollPositionValue = modifier.position
        content.make(inputs, &outputs)
    }
}
