import Foundation

/// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
public struct OpacityTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// A fade has no motion: it is what SwiftUI falls back to when Reduce Motion is on.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

/// A transition that returns the input view, unmodified, as the output view.
public struct IdentityTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> Content {
        content
    }

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == IdentityTransition {
    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: IdentityTransition { IdentityTransition() }
}
