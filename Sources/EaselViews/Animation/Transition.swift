import Foundation

/// A description of view changes to apply when a view is added to and removed from the view hierarchy.
///
/// A transition's body applies modifiers to `content` whose values depend on the phase. It must build the same
/// views, the same modifiers in the same order, in every phase: the animation engine animates a modifier whose
/// value changes at the same place in the tree, and a different structure would be a different view (its state
/// lost, nothing animated). So `content.opacity(phase.isIdentity ? 1 : 0)`, never an `if` on the phase.
///
/// SwiftUI's protocol is `@MainActor`; Easel's views are not bound to the main actor (docs/Decisions.md, "Views
/// and threads"), and a transition's body is made where the view's is, so neither is this protocol.
public protocol Transition {
    associatedtype Body: View

    /// The content view type passed to `body(content:phase:)`: it stands for the view the transition applies to.
    typealias Content = PlaceholderContentView<Self>

    /// The view at `phase`: `content` with the transition's modifiers applied.
    @ViewBuilder func body(content: Self.Content, phase: TransitionPhase) -> Self.Body

    /// High-level facts about the transition; `TransitionProperties()` unless a transition says otherwise.
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` shown through this transition at `phase`: how one transition is used inside another's body
    /// (an asymmetric or combined transition), keeping the structure the same in every phase.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.modifier(ApplyTransitionModifier(transition: self, phase: phase))
    }
}

/// A modifier whose body is a transition's body at one phase; the transition's placeholder content makes the
/// modified view, as a modifier's `content` does.
struct ApplyTransitionModifier<T: Transition>: ViewModifier {
    let transition: T
    let phase: TransitionPhase

    func body(content: Content) -> T.Body {
        transition.body(content: PlaceholderContentView<T>(), phase: phase)
    }
}

/// The stage a transition is at.
///
/// A view that appears is shown at `willAppear`, then at `identity`; a view that is removed goes from
/// `identity` to `didDisappear`.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the appearance the insertion animates from.
    case willAppear
    /// The view is in the hierarchy: its steady appearance, generally no change at all.
    case identity
    /// The view has been removed: the appearance the removal animates to.
    case didDisappear

    /// Whether the transition should leave its view's appearance unchanged: true in the `identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// A value to multiply effects by that differ with the phase: −1 for `willAppear`, 0 for `identity`, 1 for
    /// `didDisappear`.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// The properties a `Transition` can have.
public struct TransitionProperties: Sendable {
    /// Whether the transition includes motion. SwiftUI replaces such a transition by opacity when Reduce Motion
    /// is on. Defaults to `true`.
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// A placeholder used to construct an inline modifier, transition, or other helper type: in a transition's
/// body, the view the transition applies to. Not created by apps.
///
/// It makes the view the body it is used in was made for, exactly as a modifier's `content` does: a
/// transition's body is always made as a modifier's body (`ApplyTransitionModifier`, `TransitionModifier`).
public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never

    init() {}

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.makeModifierContent(
            &outputs, misplaced: "a transition's content was used outside its body",
            fix: "use content only in body(content:phase:)")
    }
}
