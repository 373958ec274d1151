import EaselGraphics
import EaselLayout
import EaselText
import Foundation

/// A view that displays one or more lines of read-only text (spec §7).
///
/// Text measures itself: it is shaped with HarfBuzz in the environment's font, wraps at UAX #14
/// line-break opportunities, truncates and shrinks as its modifiers say, and publishes its baselines.
/// Texts joined with `+` keep each part's own font and color.
public struct Text: View, Equatable, Sendable {
    public typealias Body = Never

    /// The parts of a text, each with its own styling; one part unless texts were joined with `+`.
    package var segments: [Segment]

    package struct Segment: Equatable, Sendable {
        package var string: String
        package var style = Style()
        /// An image shown inline (`Text(Image(systemName:))`), as one character of its symbol font.
        package var symbolName: String?
    }

    /// What a text's own modifiers set; nil or false means "from the environment".
    package struct Style: Equatable, Sendable {
        package var font: Font?
        package var weight: Font.Weight?
        package var isBold = false
        package var isItalic = false
        package var usesMonospacedDigits = false
        package var isMonospaced = false
        package var color: Color?
        package var tracking: CGFloat = 0
    }

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        segments = [Segment(string: content)]
    }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        segments = [Segment(string: String(content))]
    }

    /// Creates a text view that displays a string literal or an interpolation, as SwiftUI formats it
    /// (integers plainly, floating-point numbers with six decimals, as `%lf` does).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = key.segments
    }

    /// Creates a text view that displays an image inline, sized and aligned with the text's font.
    public init(_ image: Image) {
        segments = [Segment(string: "", symbolName: image.systemName)]
    }

    package init(segments: [Segment]) {
        self.segments = segments
    }

    /// Concatenates the text in two text views, each keeping its styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(segments: lhs.segments + rhs.segments)
    }

    /// The way text is truncated when a line of text is too long to fit in the available space.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Text")
        let environment = inputs.environment
        let resolved = TextResolution(environment: environment)
        var runs: [TextRun] = []
        for segment in view.segments where !segment.string.isEmpty || segment.symbolName != nil {
            var font = segment.style.font ?? environment.font ?? .body
            font = environment.fontModifiers.applied(to: font)
            if let weight = segment.style.weight { font = font.weight(weight) }
            if segment.style.isBold { font = font.bold() }
            if segment.style.isItalic { font = font.italic() }
            if segment.style.usesMonospacedDigits { font = font.monospacedDigit() }
            if segment.style.isMonospaced { font = font.monospaced() }
            guard let resolvedFont = resolved.resolve(font, inputs: inputs) else { continue }
            if let name = segment.symbolName {
                runs.append(resolved.symbolRun(name, font: resolvedFont, inputs: inputs))
                continue
            }
            runs.append(TextRun(segment.string, font: resolvedFont, tracking: segment.style.tracking))
        }
        guard let baseFont = resolved.resolve(environment.fontModifiers.applied(to: environment.font ?? .body), inputs: inputs)
        else {
            outputs.append(inputs.makeNode(ProposalLayout(name: "Text", measure: { _ in .zero })))
            return
        }
        outputs.append(inputs.makeNode(TextLayout(runs: runs, options: environment.textLayoutOptions, baseFont: baseFont)))
    }
}

/// Resolves fonts against one environment, reporting each font problem once.
private struct TextResolution {
    let environment: EnvironmentValues

    func resolve(_ font: Font, inputs: _ViewInputs) -> ResolvedFont? {
        let resolution = font.resolve(at: environment.dynamicTypeSize)
        if let problem = resolution.problem {
            inputs.diagnose(problem, fix: "install the font, or register its file with FontLibrary.register(fileAt:)")
        }
        return resolution.font
    }

    /// An inline symbol: its Material Icons character at the symbol's size, or a white square with a
    /// diagnostic when Easel has no stand-in for the name.
    func symbolRun(_ name: String, font: ResolvedFont, inputs: _ViewInputs) -> TextRun {
        if let symbol = SymbolCatalog.symbol(named: name) {
            return TextRun(String(symbol.scalar), font: symbol.font(besideTextIn: font))
        }
        inputs.diagnose(
            "no stand-in for the SF Symbol \"\(name)\"; a placeholder square is drawn",
            fix: "use one of the names Easel maps to Material Icons (docs/Decisions.md)")
        return TextRun("\u{25A1}", font: font)
    }
}

// MARK: - Text's own modifiers (they return Text, so texts stay joinable with +)

extension Text {
    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { styled { $0.font = $0.font ?? font } }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = $0.weight ?? weight } }

    /// Applies a bold font weight to the text.
    public func bold() -> Text { styled { $0.isBold = true } }

    /// Applies a bold font weight to the text when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text { styled { $0.isBold = isActive } }

    /// Applies italics to the text.
    public func italic() -> Text { styled { $0.isItalic = true } }

    /// Applies italics to the text when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text { styled { $0.isItalic = isActive } }

    /// Uses fixed-width digits in the text.
    public func monospacedDigit() -> Text { styled { $0.usesMonospacedDigits = true } }

    /// Uses the fixed-width variant of the font.
    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.isMonospaced = isActive } }

    /// Sets the color of the text.
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = $0.color ?? color } }

    /// Sets the style of the text (a color; other styles are drawn by the renderer).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled { $0.color = $0.color ?? style as? Color } }

    /// Sets the spacing, or tracking, added after each character.
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking.isFinite ? tracking : 0 } }

    /// Sets the spacing, or kerning, between characters (Easel adds it after each character, as tracking).
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.tracking = kerning.isFinite ? kerning : 0 } }

    /// Applies a modifier to every part; a part's own earlier setting wins, as in SwiftUI, where
    /// `(Text("a").font(.title) + Text("b")).font(.caption)` keeps "a" in the title font.
    private func styled(_ change: (inout Style) -> Void) -> Text {
        var text = self
        for index in text.segments.indices { change(&text.segments[index].style) }
        return text
    }
}
