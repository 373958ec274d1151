import Foundation

/// A kind of transition that applies to the content within a single view, rather than to the insertion or removal
/// of a view.
///
/// A text or an image whose content changes under an animation draws the change with the environment's content
/// transition (`ContentTransitionDrawing.swift`): by default the old content fades out as the new fades in.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        /// Digits roll: up when counting up, down when counting down; with a value, the direction is the
        /// value's change.
        case numericText(countsDown: Bool, value: Double?)
        case symbolEffect(ReplaceSymbolEffect.Style)
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
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// A content transition intended for use with `Text` views displaying numbers, counting in the direction the
    /// value changes.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false, value: value.isFinite ? value : nil))
    }

    /// Creates a content transition that applies the symbol Replace animation to symbol images that it is
    /// applied to.
    public static var symbolEffect: ContentTransition { ContentTransition(kind: .symbolEffect(.downUp)) }

    /// Creates a content transition that applies the given symbol effect (a Replace effect) to symbol images.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(kind: .symbolEffect((effect as? ReplaceSymbolEffect)?.style ?? .downUp))
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
    /// How the old symbol leaves and the new one arrives.
    enum Style: Hashable, Sendable {
        /// The old symbol scales down as it fades, the new one scales up (the default).
        case downUp
        /// Both scale up: the old one grows as it fades.
        case upUp
        /// The old symbol goes at once, the new one scales up.
        case offUp
    }

    var style: Style = .downUp

    /// The effect applied to each layer of the symbol (Easel draws a symbol as one layer).
    public var byLayer: ReplaceSymbolEffect { self }
    /// The effect applied to the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { self }
    /// The effect where the old symbol scales down and the new one scales up.
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .downUp) }
    /// The effect where both symbols scale up.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .upUp) }
    /// The effect where the old symbol goes at once and the new one scales in.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(style: .offUp) }
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
    /// A text's change under an animation cross-fades unless told otherwise, as on iOS (docs/Decisions.md).
    static let defaultValue = ContentTransition.opacity
}
