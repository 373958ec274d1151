import EaselGraphics
import EaselText
import Foundation

// The environment values text reads (LayoutRules §7 defaults: font nil → body, no line limit, tail truncation,
// leading alignment, no extra line spacing, no shrinking, no tightening).

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct FontModifiersKey: EnvironmentKey {
    static let defaultValue = FontModifiers()
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct ReservedLinesKey: EnvironmentKey {
    static let defaultValue = 0
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

private struct LineSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private struct AllowsTighteningKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

/// What the view-level `.bold()`, `.italic()`, `.fontWeight(_:)` and `.monospacedDigit()` ask of every
/// font below them.
package struct FontModifiers: Equatable, Sendable {
    var weight: Font.Weight?
    var isBold = false
    var isItalic = false
    var usesMonospacedDigits = false
    var isMonospaced = false
    /// `fontDesign(_:)`: the design of system fonts, over the font's own.
    var design: Font.Design?
    /// `fontWidth(_:)`: the width of system fonts, over the font's own.
    var width: Font.Width?

    func applied(to font: Font) -> Font {
        var font = font
        if let design { font = font.design(design) }
        if let width { font = font.width(width) }
        if let weight { font = font.weight(weight) }
        if isBold { font = font.bold() }
        if isItalic { font = font.italic() }
        if usesMonospacedDigits { font = font.monospacedDigit() }
        if isMonospaced { font = font.monospaced() }
        return font
    }
}

extension EnvironmentValues {
    /// The default font of this environment; nil means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    package var fontModifiers: FontModifiers {
        get { self[FontModifiersKey.self] }
        set { self[FontModifiersKey.self] = newValue }
    }

    /// The maximum number of lines that text can occupy in a view; nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Lines whose height text keeps even when it has fewer (`lineLimit(_:reservesSpace:)` and ranges).
    package var reservedLines: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// A stylistic override to transform the case of strings in text views (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// A value that indicates how the layout truncates the last line of text to fit into the available space.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// An environment value that indicates how a text view aligns its lines when the content wraps.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line fragment and the top of the next.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the available space.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// A Boolean value that indicates whether inter-character spacing should tighten to fit the text.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The size of content (the older name of `dynamicTypeSize`; both read and write the same value).
    public var sizeCategory: ContentSizeCategory {
        get { dynamicTypeSize.sizeCategory }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    /// The style `.foregroundColor` or `.foregroundStyle` set for the views below: what shapes filled with
    /// `.foreground`, text without a color of its own and template images are drawn with.
    package var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// Text's layout options as this environment sets them.
    package var textLayoutOptions: TextLayoutOptions {
        var options = TextLayoutOptions()
        options.lineLimit = lineLimit
        options.reservedLines = reservedLines
        options.truncation = switch truncationMode {
        case .head: .head
        case .middle: .middle
        case .tail: .tail
        }
        options.lineSpacing = lineSpacing.isFinite ? Swift.max(0, lineSpacing) : 0
        options.minimumScaleFactor = minimumScaleFactor
        options.allowsTightening = allowsTightening
        options.displayScale = displayScale
        options.alignment = switch (multilineTextAlignment, layoutDirection) {
        case (.leading, .rightToLeft): .trailing
        case (.trailing, .rightToLeft): .leading
        case (let alignment, _): alignment
        }
        return options
    }
}

extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.fontModifiers) { $0.weight = weight }
    }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontModifiers) { $0.isBold = isActive }
    }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontModifiers) { $0.isItalic = isActive }
    }

    /// Uses fixed-width digits in the text of this view.
    ///
    /// Disfavored, so that code written before SwiftUI had this modifier, which declares its own
    /// `monospacedDigit()` on `View` (the view-modifier tutorial does), still compiles: its version wins.
    @_disfavoredOverload
    public func monospacedDigit() -> some View {
        transformEnvironment(\.fontModifiers) { $0.usesMonospacedDigits = true }
    }

    /// Sets the font design of the text in this view: the system font's serif, rounded or monospaced design
    /// (custom fonts keep their own). nil removes the effect of a `fontDesign(_:)` higher in the hierarchy.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.fontModifiers) { $0.design = design }
    }

    /// Sets the font width of the text in this view: the system font's compressed, condensed or expanded width
    /// (custom fonts keep their own). nil removes the effect of a `fontWidth(_:)` higher in the hierarchy.
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformEnvironment(\.fontModifiers) { $0.width = width }
    }

    /// Uses the fixed-width variant of the font in this view.
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontModifiers) { $0.isMonospaced = isActive }
    }

    /// Sets the maximum number of lines that text can occupy in this view; nil for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number).environment(\.reservedLines, 0)
    }

    /// Sets a limit for the number of lines text can occupy, keeping that many lines' height when
    /// `reservesSpace` is true.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(\.reservedLines, reservesSpace ? limit : 0)
    }

    /// Keeps at least `limit.lowerBound` lines' height and shows at most `limit.upperBound` lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.reservedLines, limit.lowerBound)
    }

    /// Keeps at least `limit.lowerBound` lines' height, with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.reservedLines, limit.lowerBound)
    }

    /// Shows at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.reservedLines, 0)
    }

    /// Sets a transform for the case of the text contained in this view when displayed (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets the amount of space between lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Sets whether text in this view can compress the space between characters when necessary to fit.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    /// Limits the Dynamic Type size within the view to the given range.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            guard let lowest = allowed.first, let highest = allowed.last else { return }
            size = Swift.min(Swift.max(size, lowest), highest)
        }
    }
}
