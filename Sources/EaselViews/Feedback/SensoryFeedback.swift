import Foundation

/// Sensory feedback a view plays when a value changes (`sensoryFeedback(_:trigger:)`, iOS 17): haptics, and on
/// some devices a sound. A Linux host has neither; it keeps what was played, in order, in
/// `ViewHost.sensoryFeedback`, for a test to read.
public struct SensoryFeedback: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }

    let kind: Kind

    /// A task or action completed.
    public static let success = SensoryFeedback(kind: .success)
    /// A task or action produced a warning.
    public static let warning = SensoryFeedback(kind: .warning)
    /// A task or action failed.
    public static let error = SensoryFeedback(kind: .error)
    /// The selection changed.
    public static let selection = SensoryFeedback(kind: .selection)
    /// An important value increased above a significant threshold.
    public static let increase = SensoryFeedback(kind: .increase)
    /// An important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(kind: .decrease)
    /// An activity started.
    public static let start = SensoryFeedback(kind: .start)
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: .stop)
    /// A dragged item aligned with another.
    public static let alignment = SensoryFeedback(kind: .alignment)
    /// Movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    /// A physical impact.
    public static let impact = SensoryFeedback(kind: .impact(weight: nil, flexibility: nil, intensity: 1))

    /// A physical impact of an object of the given weight.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    /// A physical impact of an object of the given flexibility.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }

    /// How heavy an impact's object is.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible an impact's object is.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Plays feedback when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback })
    }

    /// Plays feedback when `trigger` changes and `condition`, given the old and the new value, is true.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { old, new in condition(old, new) ? feedback : nil })
    }

    /// Plays the feedback `feedback` returns, given the old and the new value, when `trigger` changes; nil plays
    /// none.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
    }
}

/// Records the feedback played when the trigger changes with the host.
struct SensoryFeedbackModifier<T: Equatable>: ViewModifier {
    let trigger: T
    let feedback: (T, T) -> SensoryFeedback?
    @Environment(\.hostRecord) private var record

    func body(content: Content) -> some View {
        let record = self.record, feedback = self.feedback
        content.onChange(of: trigger) { old, new in
            if let played = feedback(old, new) { record?.sensoryFeedback.append(played) }
        }
    }
}

extension ViewHost {
    /// The sensory feedback the view played, in order (a Linux host plays none; it keeps them here).
    public var sensoryFeedback: [SensoryFeedback] { hostRecord.sensoryFeedback }
}
