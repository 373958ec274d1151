import Foundation

/// A kind of transition that applies to the content within a single view, rather than to the insertion or removal
/// of a view.
///
/// Easel records the transition in the environment; the content changes at once (README: content transitions
/// are not drawn yet).
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate, numericText(countsDown: Bool), symbolEffect
    }

    let kind: Kind

    /// The identity content transition, which indicates that content changes shouldn't animate.
    public static let identity = ContentTransition(kind: .identity)
    /// A content transition that indicates content fades from transparent to opaque on insertion, and from opaque
    /// to transparent on removal.
    public static let opacity = ContentTransition(kind: .opacity)
    /// A content transition that indicates the views attempt to interpolate their contents during transitions.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// A content transition intended for use with `Text` views displaying numeric text.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// A content transition intended for use with `Text` views displaying numbers, counting in the direction the
    /// value changes.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false))
    }

    /// Creates a content transition that applies the symbol Replace animation to symbol images that it is
    /// applied to.
    public static var symbolEffect: ContentTransition { ContentTransition(kind: .symbolEffect) }

    /// Creates a content transition that applies the given symbol effect (a Replace effect) to symbol images.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(kind: .symbolEffect)
    }
}

/// A symbol effect (the Symbols framework's effects: bounce, pulse, replace and the rest).
public protocol SymbolEffect: Hashable, Sendable {}

/// A symbol effect that a content transition can use (Replace).
public protocol ContentTransitionSymbolEffect {}

/// Options that affect how a symbol effect plays.
public struct SymbolEffectOptions: Hashable, Sendable {
    var speed: Double = 1
    var repeatCount: Int?
    var repeats = false

    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Options that repeat the effect continuously.
    public static let `repeating` = SymbolEffectOptions(repeats: true)
    /// Options that play the effect once.
    public static let nonRepeating = SymbolEffectOptions()

    /// Options that play the effect a number of times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count, repeats: true) }

    /// Options with a speed multiplier.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }

    /// These options with another speed multiplier.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed
        return copy
    }

    /// These options, repeating a number of times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var copy = self
        copy.repeatCount = count
        copy.repeats = true
        return copy
    }
}

/// The Replace symbol effect: the old symbol leaves and the new one arrives.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    /// The default Replace effect.
    public var byLayer: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
    /// The effect where the old symbol scales down and the new one scales up.
    public var downUp: ReplaceSymbolEffect { self }
    /// The effect where both symbols scale up.
    public var upUp: ReplaceSymbolEffect { self }
    /// The effect where the old symbol fades out and the new one scales in.
    public var offUp: ReplaceSymbolEffect { self }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// The Replace symbol effect.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension View {
    /// Modifies the view to use a given transition as its method of animating changes to the contents of its
    /// views.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

extension EnvironmentValues {
    /// The current method of animating the contents of views.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}
