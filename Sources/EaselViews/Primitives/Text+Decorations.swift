import EaselGraphics
import EaselLayout
import EaselText
import Foundation

extension Text {
    /// The style of a line drawn with text: an underline or a strikethrough.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern a line is drawn with.
        public struct Pattern: Hashable, Sendable {
            /// Dash and gap lengths, in multiples of the line's thickness; empty for a solid line.
            let dashes: [CGFloat]

            public static let solid = Pattern(dashes: [])
            public static let dot = Pattern(dashes: [0.01, 2])
            public static let dash = Pattern(dashes: [3, 2])
            public static let dashDot = Pattern(dashes: [3, 2, 0.01, 2])
            public static let dashDotDot = Pattern(dashes: [3, 2, 0.01, 2, 0.01, 2])
        }

        let pattern: Pattern
        let color: Color?

        /// Creates a line style with a pattern and a color (the text's own when nil).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's color.
        public static let single = LineStyle()
    }

    /// Applies an underline to the text (in the text's color unless `color` is given).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// Applies an underline with a pattern to the text.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        let style: LineStyle? = isActive ? LineStyle(pattern: pattern, color: color) : nil
        return styled { if $0.underline == nil { $0.underline = .some(style) } }
    }

    /// Applies a strikethrough to the text (in the text's color unless `color` is given).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// Applies a strikethrough with a pattern to the text.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        let style: LineStyle? = isActive ? LineStyle(pattern: pattern, color: color) : nil
        return styled { if $0.strikethrough == nil { $0.strikethrough = .some(style) } }
    }

    /// Raises the text above its baseline by `baselineOffset` points (lowers it when negative). Easel moves the
    /// glyphs only; the line's height is unchanged (docs/Decisions.md).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        let offset = baselineOffset.isFinite ? baselineOffset : 0
        return styled { if $0.baselineOffset == nil { $0.baselineOffset = offset } }
    }
}

extension View {
    /// Applies an underline to the text in this view.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textUnderline, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Applies a strikethrough to the text in this view.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textStrikethrough, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Sets the vertical offset of the text in this view from its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environment(\.textBaselineOffset, baselineOffset.isFinite ? baselineOffset : 0)
    }

    /// Sets the tracking added after each character of the text in this view.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.textTracking, tracking.isFinite ? tracking : 0)
    }

    /// Sets the kerning of the text in this view (Easel adds it after each character, as tracking).
    public func kerning(_ kerning: CGFloat) -> some View {
        environment(\.textTracking, kerning.isFinite ? kerning : 0)
    }
}

private struct TextUnderlineKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private struct TextStrikethroughKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private struct TextBaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct TextTrackingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    var textUnderline: Text.LineStyle? {
        get { self[TextUnderlineKey.self] }
        set { self[TextUnderlineKey.self] = newValue }
    }

    var textStrikethrough: Text.LineStyle? {
        get { self[TextStrikethroughKey.self] }
        set { self[TextStrikethroughKey.self] = newValue }
    }

    var textBaselineOffset: CGFloat {
        get { self[TextBaselineOffsetKey.self] }
        set { self[TextBaselineOffsetKey.self] = newValue }
    }

    var textTracking: CGFloat {
        get { self[TextTrackingKey.self] }
        set { self[TextTrackingKey.self] = newValue }
    }
}

extension _ViewInputs {
    /// A text part's lines and shift: its own settings, else the environment's.
    func decoration(of style: Text.Style) -> RunDecoration {
        func line(_ own: Text.LineStyle??, _ inherited: Text.LineStyle?) -> RunDecoration.Line? {
            guard let chosen = own ?? inherited else { return nil }
            return RunDecoration.Line(
                paint: chosen.color.map { Paint.color(resolve(color: $0)) }, dashes: chosen.pattern.dashes)
        }
        return RunDecoration(
            underline: line(style.underline, environment.textUnderline),
            strikethrough: line(style.strikethrough, environment.textStrikethrough),
            baselineOffset: style.baselineOffset ?? environment.textBaselineOffset,
            background: style.backgroundColor.map { Paint.color(resolve(color: $0)) })
    }
}

extension Text {
    /// A logical text scale relative to the font the text would otherwise use.
    public struct Scale: Hashable, Sendable {
        private let isSecondary: Bool

        /// The text's own size.
        public static let `default` = Scale(isSecondary: false)
        /// A smaller size for text that accompanies other text (a currency sign beside its amount).
        public static let secondary = Scale(isSecondary: true)

        /// The secondary scale's factor on the point size. SwiftUI does not document it; 0.8 is Easel's
        /// estimate (docs/Decisions.md).
        static let secondaryFactor: CGFloat = 0.8
    }

    /// Applies a text scale to this text; a scale the text already has wins, as with its other styles.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        return styled { if $0.textScale == nil { $0.textScale = scale } }
    }
}

extension View {
    /// Applies a text scale to the text in this view; with `isEnabled` false the text scale is unchanged.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.textScale) { if isEnabled { $0 = scale } }
    }
}

private struct TextScaleKey: EnvironmentKey { static let defaultValue = Text.Scale.default }

extension EnvironmentValues {
    var textScale: Text.Scale {
        get { self[TextScaleKey.self] }
        set { self[TextScaleKey.self] = newValue }
    }
}
