import EaselGeometry
import Foundation

// The Symbols framework's effects as view modifiers (iOS 17): discrete effects (bounce, pulse, variable color) play
// when a value changes; indefinite ones (pulse, variable color, scale, appear, disappear) hold while active. Easel
// draws a symbol as one layer, so an effect moves the whole view it modifies: its scale and opacity follow the
// effect's keyframes on the host's clock (docs/Decisions.md has the curves, which are Easel's estimates).

/// A symbol effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// A symbol effect that plays for as long as it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// A symbol effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}

/// The Bounce effect: a brief scale of the symbol, up or down, and back.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect {
    var isDown = false

    /// The effect bouncing upward: the symbol grows and comes back.
    public var up: BounceSymbolEffect { BounceSymbolEffect(isDown: false) }
    /// The effect bouncing downward: the symbol shrinks and comes back.
    public var down: BounceSymbolEffect { BounceSymbolEffect(isDown: true) }
    /// The effect applied to each layer separately (one layer here).
    public var byLayer: BounceSymbolEffect { self }
    /// The effect applied to the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// The Pulse effect: the symbol's opacity falls and rises.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// The Variable Color effect: the symbol's layers dim and light in turn (the whole symbol here).
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// The Scale effect: the symbol is drawn larger or smaller while active.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var isDown = false

    public var up: ScaleSymbolEffect { ScaleSymbolEffect(isDown: false) }
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(isDown: true) }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// The Appear effect: the symbol is shown while active, and scales in when it becomes active.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var isDown = false

    public var up: AppearSymbolEffect { AppearSymbolEffect(isDown: false) }
    public var down: AppearSymbolEffect { AppearSymbolEffect(isDown: true) }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
}

/// The Disappear effect: the symbol is hidden while active, and scales out when it becomes active.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var isDown = false

    public var up: DisappearSymbolEffect { DisappearSymbolEffect(isDown: false) }
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(isDown: true) }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// The Bounce effect.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// The Pulse effect.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The Variable Color effect.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The Scale effect.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// The Appear effect.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The Disappear effect.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension View {
    /// Plays a discrete symbol effect (bounce, pulse, variable color) each time `value` changes.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(_DiscreteSymbolEffectModifier(motion: SymbolMotion(effect), options: options, value: value))
    }

    /// Plays an indefinite symbol effect (pulse, variable color, scale, appear, disappear) while `isActive` is true.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(_IndefiniteSymbolEffectModifier(motion: SymbolMotion(effect), options: options, isActive: isActive))
    }

    /// Removes every symbol effect from the view and the views in it (when `isEnabled`).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\.symbolEffectsRemoved, isEnabled)
    }
}

/// What an effect does to the view, as keyframes of scale and opacity.
enum SymbolMotion: Equatable {
    case bounce(down: Bool)
    case pulse
    case variableColor
    case scale(down: Bool)
    case appear(down: Bool)
    case disappear(down: Bool)
    case none

    init(_ effect: some SymbolEffect) {
        switch effect {
        case let bounce as BounceSymbolEffect: self = .bounce(down: bounce.isDown)
        case is PulseSymbolEffect: self = .pulse
        case is VariableColorSymbolEffect: self = .variableColor
        case let scale as ScaleSymbolEffect: self = .scale(down: scale.isDown)
        case let appear as AppearSymbolEffect: self = .appear(down: appear.isDown)
        case let disappear as DisappearSymbolEffect: self = .disappear(down: disappear.isDown)
        default: self = .none
        }
    }

    /// A bounce's turn: the scale it reaches in its first 0.16 s, before coming back over 0.4 s.
    static let bounceUp: CGFloat = 1.2, bounceDown: CGFloat = 0.8
    static let bounceOut: TimeInterval = 0.16, bounceBack: TimeInterval = 0.4
    /// A pulse: the opacity falls to 0.3 in half a second and comes back in the next half.
    static let pulseLow = 0.3, pulseHalf: TimeInterval = 0.5
    /// Variable color: dims to 0.35 and back, 0.6 s each way.
    static let variableLow = 0.35, variableHalf: TimeInterval = 0.6
    /// An active scale effect's scale.
    static let scaleUp: CGFloat = 1.2, scaleDown: CGFloat = 0.8
}

/// The scale and opacity a symbol effect gives its view.
struct SymbolPose: Equatable {
    var scale: CGFloat = 1
    var opacity: Double = 1
}

extension SymbolEffectOptions {
    /// How many times a discrete effect plays for one change: the repeat count, else once.
    var plays: Int { Swift.max(1, Swift.min(repeatCount ?? 1, 100)) }
    /// Durations are divided by the speed (a speed that is not a positive number counts as 1).
    func duration(_ seconds: TimeInterval) -> TimeInterval {
        speed.isFinite && speed > 0 ? seconds / speed : seconds
    }
}

/// `symbolEffect(_:options:value:)`: the effect's keyframes, played when the value changes.
struct _DiscreteSymbolEffectModifier<Value: Equatable>: ViewModifier {
    let motion: SymbolMotion
    let options: SymbolEffectOptions
    let value: Value
    @Environment(\.symbolEffectsRemoved) private var removed

    func body(content: Content) -> some View {
        if removed || motion == .none {
            content
        } else {
            let scales = Self.scaleSteps(motion, options), opacities = Self.opacitySteps(motion, options)
            content.keyframeAnimator(initialValue: SymbolPose(), trigger: value) { view, pose in
                view.scaleEffect(pose.scale).opacity(pose.opacity)
            } keyframes: { _ in
                KeyframeTrack(\SymbolPose.scale) {
                    for step in scales { CubicKeyframe(step.value, duration: step.duration) }
                }
                KeyframeTrack(\SymbolPose.opacity) {
                    for step in opacities { CubicKeyframe(step.value, duration: step.duration) }
                }
            }
        }
    }

    /// The scale's keyframes for every play: a bounce's turn out and back, else holding 1.
    static func scaleSteps(_ motion: SymbolMotion, _ options: SymbolEffectOptions) -> [(value: CGFloat, duration: TimeInterval)] {
        let play: [(value: CGFloat, duration: TimeInterval)]
        switch motion {
        case .bounce(let down):
            play = [(down ? SymbolMotion.bounceDown : SymbolMotion.bounceUp, SymbolMotion.bounceOut), (1, SymbolMotion.bounceBack)]
        default:
            play = [(1, length(of: motion))]
        }
        return Array(repeating: play, count: options.plays).flatMap { $0 }.map { ($0.value, options.duration($0.duration)) }
    }

    /// The opacity's keyframes for every play: a pulse's fall and rise, else holding 1.
    static func opacitySteps(_ motion: SymbolMotion, _ options: SymbolEffectOptions) -> [(value: Double, duration: TimeInterval)] {
        let play: [(value: Double, duration: TimeInterval)]
        switch motion {
        case .pulse: play = [(SymbolMotion.pulseLow, SymbolMotion.pulseHalf), (1, SymbolMotion.pulseHalf)]
        case .variableColor: play = [(SymbolMotion.variableLow, SymbolMotion.variableHalf), (1, SymbolMotion.variableHalf)]
        default: play = [(1, length(of: motion))]
        }
        return Array(repeating: play, count: options.plays).flatMap { $0 }.map { ($0.value, options.duration($0.duration)) }
    }

    /// One play's length, unscaled.
    static func length(of motion: SymbolMotion) -> TimeInterval {
        switch motion {
        case .bounce: SymbolMotion.bounceOut + SymbolMotion.bounceBack
        case .pulse: 2 * SymbolMotion.pulseHalf
        case .variableColor: 2 * SymbolMotion.variableHalf
        default: 0
        }
    }
}

/// `symbolEffect(_:options:isActive:)`: a loop while active (pulse, variable color), or a state held while active and
/// animated into (scale, appear, disappear).
struct _IndefiniteSymbolEffectModifier: ViewModifier {
    let motion: SymbolMotion
    let options: SymbolEffectOptions
    let isActive: Bool
    @Environment(\.symbolEffectsRemoved) private var removed

    func body(content: Content) -> some View {
        if removed || motion == .none {
            content
        } else {
            switch motion {
            case .pulse, .variableColor:
                if isActive {
                    let (low, half) = motion == .pulse
                        ? (SymbolMotion.pulseLow, SymbolMotion.pulseHalf)
                        : (SymbolMotion.variableLow, SymbolMotion.variableHalf)
                    let duration = options.duration(half)
                    content.keyframeAnimator(initialValue: 1.0, repeating: true) { view, opacity in
                        view.opacity(opacity)
                    } keyframes: { _ in
                        LinearKeyframe(low, duration: duration, timingCurve: .easeInOut)
                        LinearKeyframe(1.0, duration: duration, timingCurve: .easeInOut)
                    }
                } else {
                    content
                }
            default:
                content
                    .scaleEffect(pose.scale)
                    .opacity(pose.opacity)
                    .animation(.spring(duration: options.duration(0.35), bounce: 0.3), value: isActive)
            }
        }
    }

    /// What a held effect shows: scaled while a scale effect is active; shown while appear is active and hidden (scaled
    /// to nothing, transparent) while disappear is, and the other way round when they are not.
    private var pose: SymbolPose {
        switch motion {
        case .scale(let down):
            return SymbolPose(scale: isActive ? (down ? SymbolMotion.scaleDown : SymbolMotion.scaleUp) : 1)
        case .appear:
            return isActive ? SymbolPose() : SymbolPose(scale: 0.01, opacity: 0)
        case .disappear:
            return isActive ? SymbolPose(scale: 0.01, opacity: 0) : SymbolPose()
        default:
            return SymbolPose()
        }
    }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether symbol effects are removed here (`symbolEffectsRemoved(_:)`).
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}
