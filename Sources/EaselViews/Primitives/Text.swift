import EaselGraphics
import EaselLayout
import EaselText
import Foundation

/// A view that displays one or more lines of read-only text (LayoutRules §7).
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
        /// A value and its format style (`Text(_:format:)`), formatted again in the environment's locale, calendar
        /// and time zone where the text is shown; `string` is its formatting in Easel's defaults.
        package var formatted: FormattedValue?
        /// A date shown in a style (`Text(_:style:)`, `Text(timerInterval:)`), formatted at the host's now.
        package var live: LiveDate?
    }

    /// A value with its format style, formatted in a given locale, calendar and time zone.
    package struct FormattedValue: Equatable, @unchecked Sendable {
        let format: (Locale, Calendar, TimeZone) -> String
        /// The value, for comparing two texts' values.
        let identity: AnyHashable

        package static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
    }

    /// What a text's own modifiers set; nil or false means "from the environment".
    package struct Style: Equatable, Sendable {
        package var font: Font?
        /// Weight, bold, italic and the monospaced forms, applied after the environment's.
        package var fontModifiers = FontModifiers()
        package var color: Color?
        /// A style other than a color (a gradient), from `foregroundStyle(_:)`.
        package var shapeStyle: StyleIdentity?
        package var tracking: CGFloat = 0
        /// `underline`, `strikethrough` and `baselineOffset`: nil means "from the environment".
        package var underline: LineStyle??
        package var strikethrough: LineStyle??
        package var baselineOffset: CGFloat?
        /// `textScale(_:isEnabled:)`: nil means "from the environment".
        package var textScale: Scale?
        /// An attributed string's `backgroundColor`, filling the line's height behind the run.
        package var backgroundColor: Color?
        /// Where a tap on the part goes (a Markdown or attributed-string link): to the environment's `openURL`.
        package var link: URL?
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

    /// Creates a text view that displays the formatted representation of a value, formatted in the environment's
    /// locale (and, for dates, its calendar and time zone).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let formatted: (Locale, Calendar, TimeZone) -> String = { locale, calendar, timeZone in
            Text.localized(format, locale: locale, calendar: calendar, timeZone: timeZone).format(input)
        }
        let defaults = EnvironmentValues()
        let string = formatted(defaults.locale, defaults.calendar, defaults.timeZone)
        segments = [Segment(
            string: string,
            formatted: FormattedValue(format: formatted, identity: [AnyHashable(format), AnyHashable(string)]))]
    }

    /// Creates a text view that displays the formatted representation of a reference-convertible value.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        segments = [Segment(string: formatter.string(for: subject) ?? "")]
    }

    /// Creates a text view that displays a value a formatter formats: on Linux, Foundation's `Date` and other
    /// value types are not `ReferenceConvertible`, so code written for Apple's `init(_:formatter:)` lands here.
    @_disfavoredOverload
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        segments = [Segment(string: formatter.string(for: subject) ?? "")]
    }

    /// Creates a text view that displays the formatted representation of an object.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        segments = [Segment(string: formatter.string(for: subject) ?? "")]
    }

    /// A format style set to a locale, and a date style to a calendar and time zone too (a style's own default
    /// is the machine's, which would make pictures differ from machine to machine).
    static func localized<F: FormatStyle>(_ format: F, locale: Locale, calendar: Calendar, timeZone: TimeZone) -> F {
        if var date = format as? Date.FormatStyle {
            date.locale = locale
            date.calendar = calendar
            date.timeZone = timeZone
            if let styled = date as? F { return styled }
        }
        return format.locale(locale)
    }

    /// Creates a text view that displays an image inline, sized and aligned with the text's font.
    public init(_ image: Image) {
        // Named bitmaps do not flow inside text in Easel yet: they draw as the unknown-symbol placeholder.
        segments = [Segment(string: "", symbolName: image.symbolName)]
    }

    package init(segments: [Segment]) {
        self.segments = segments
    }

    /// Concatenates the text in two text views, each keeping its styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(segments: lhs.segments + rhs.segments)
    }

    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// The way text is truncated when a line of text is too long to fit in the available space.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing(Text.self)
        // Each distinct font is resolved (and any problem with it reported) once per text. Most texts have one
        // font, kept apart; others are looked for in a list. A dictionary cost each text an allocation and hashing.
        var firstResolved: (font: Font, resolved: ResolvedFont?)?
        var otherResolved: [(font: Font, resolved: ResolvedFont?)] = []
        func resolve(_ font: Font) -> ResolvedFont? {
            if let first = firstResolved, first.font == font { return first.resolved }
            if let known = otherResolved.first(where: { $0.font == font }) { return known.resolved }
            let result = inputs.resolve(font)
            if firstResolved == nil { firstResolved = (font, result) } else { otherResolved.append((font, result)) }
            return result
        }
        let environmentFont = inputs.environmentFont
        guard let baseFont = resolve(environmentFont) else {
            outputs.append(inputs.makeNode(ProposalLayout(name: "Text", measure: { _ in .zero })))
            return
        }
        var runs: [TextRun] = []
        var decorations: [RunDecoration] = []
        // The runs that are links, by index: a tap on one opens its URL.
        var links: [Int: URL] = [:]
        // Dates shown relative to now are formatted at the host's current date, and made again when they change.
        let now = inputs.graph?.animation.date ?? GraphAnimation.startDate
        var nextChange: Date?
        // Each run's paint: its own color or style, else the environment's foreground style.
        var styles: [ResolvedStyle] = []
        for segment in view.segments where !segment.string.isEmpty || segment.symbolName != nil || segment.live != nil {
            var font = segment.style.fontModifiers.applied(
                to: segment.style.font.map(inputs.environment.fontModifiers.applied) ?? environmentFont)
            if (segment.style.textScale ?? inputs.environment.textScale) == .secondary {
                font.sizeScale *= Text.Scale.secondaryFactor
            }
            guard let resolvedFont = resolve(font) else { continue }
            styles.append(inputs.resolve(
                style: segment.style.color.map(AnyShapeStyle.init) ?? segment.style.shapeStyle?.style
                    ?? AnyShapeStyle(ForegroundStyle())))
            if let name = segment.symbolName {
                // An inline symbol is one character of its Material Icons font, or a white square.
                if let symbol = inputs.symbol(named: name, placeholder: "a placeholder square is drawn") {
                    runs.append(TextRun(String(symbol.scalar), font: symbol.font(besideTextIn: resolvedFont)))
                } else {
                    runs.append(TextRun("\u{25A1}", font: resolvedFont))
                }
                decorations.append(RunDecoration())
                continue
            }
            let environment = inputs.environment
            let shown: String
            if let live = segment.live {
                shown = live.text(now: now, locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
                if let change = live.nextChange(after: now) { nextChange = min(nextChange ?? change, change) }
            } else {
                shown = segment.formatted?.format(environment.locale, environment.calendar, environment.timeZone) ?? segment.string
            }
            let string: String
            switch environment.textCase {
            case .uppercase?: string = shown.uppercased()
            case .lowercase?: string = shown.lowercased()
            case nil: string = shown
            }
            if let link = segment.style.link { links[runs.count] = link }
            runs.append(TextRun(string, font: resolvedFont, tracking: segment.style.tracking + environment.textTracking))
            decorations.append(inputs.decoration(of: segment.style))
        }
        if let nextChange, let graph = inputs.graph, let owner = inputs.owner {
            graph.animation.schedule(owner, at: nextChange.timeIntervalSince(GraphAnimation.startDate))
        }
        // The runs' colors and gradients move from the last ones shown when they change under an animation.
        let shownStyles = inputs.animated(styles: styles)
        let layout = TextLayout(runs: runs, options: inputs.environment.textLayoutOptions, baseFont: baseFont)
        let node = inputs.makeNode(layout)
        if inputs.environment.redactionReasons.contains(.placeholder) {
            node.drawing = Self.placeholderDrawing(layout, styles: shownStyles, decorations: decorations)
            outputs.append(node)
            return
        }
        node.drawing = NodeAppearance(hitTest: { $1.contains($0) }) { node, frame, context in
            let paints = shownStyles.map { $0.paint(in: frame) }
            let runs = layout.glyphRuns(for: node.placedProposal, in: frame, paints: paints, decorations: decorations)
            for run in runs {
                for background in run.backgrounds { context.list.append(background) }
            }
            for run in runs {
                context.list.append(.glyphs(run))
                for line in run.decorations { context.list.append(line) }
            }
        }
        if !links.isEmpty { node.interaction = Self.linkInteraction(layout, links: links, decorations: decorations, node: node, inputs: inputs) }
        inputs.applyContentTransition(to: node, content: .text(runs))
        outputs.append(node)
    }
}

extension Text {
    /// A text redacted as a placeholder (`.redacted(reason: .placeholder)`): each run of each line a bar with rounded
    /// ends where its glyphs would be, three quarters of the line tall, in its color at 16 % (Easel's reading of iOS).
    static func placeholderDrawing(
        _ layout: TextLayout, styles: [ResolvedStyle], decorations: [RunDecoration]
    ) -> NodeAppearance {
        NodeAppearance(hitTest: { $1.contains($0) }) { node, frame, context in
            let paints = styles.map { $0.multiplyingOpacity(by: 0.16).paint(in: frame) }
            for run in layout.glyphRuns(for: node.placedProposal, in: frame, paints: paints, decorations: decorations)
            where !run.extent.isNull && run.extent.width > 0 {
                let bar = run.extent.insetBy(dx: 0, dy: run.extent.height / 8)
                let radius = bar.height / 4
                context.list.append(.fill(Path(roundedRect: bar, cornerRadius: radius, style: .continuous), run.paint, FillRule()))
            }
        }
    }

    /// How a text with links takes taps: only on its links' glyphs (each run's box across its line), and a tap
    /// there hands the link's URL to the environment's `openURL`, as iOS opens a link in text.
    static func linkInteraction(
        _ layout: TextLayout, links: [Int: URL], decorations: [RunDecoration], node: LayoutNode, inputs: _ViewInputs
    ) -> Interaction {
        let openURL = inputs.environment.openURL
        let interaction = Interaction(name: "Text link")
        let linkBoxes = { [unowned node] (frame: CGRect) -> [(box: CGRect, url: URL)] in
            layout.glyphRuns(for: node.placedProposal, in: frame, paints: [], decorations: decorations)
                .compactMap { run in links[run.run].map { (run.extent, $0) } }
        }
        interaction.contentShape = { frame in
            var shape = Path()
            for link in linkBoxes(frame) where !link.box.isNull { shape.addRect(link.box) }
            return shape
        }
        interaction.taps = [Interaction.Tap(count: 1) { [unowned node] _, global in
            if let link = linkBoxes(node.globalFrame).first(where: { $0.box.contains(global) }) { openURL(link.url) }
        }]
        return interaction
    }
}

extension _ViewInputs {
    /// The environment's font (`.body` when none is set) with the view-level `.bold()`, `.fontWeight(_:)`
    /// and the like applied.
    var environmentFont: Font {
        environment.fontModifiers.applied(to: environment.font ?? .body)
    }

    /// A font resolved at the environment's Dynamic Type size; a problem with it is reported here.
    func resolve(_ font: Font) -> ResolvedFont? {
        let resolution = font.resolve(at: environment.dynamicTypeSize)
        if let problem = resolution.problem {
            diagnose(problem, fix: "use a finite font size of 0 or more, and install or register the fonts you name (FontLibrary.register(fileAt:))")
        }
        return resolution.font
    }

    /// The Material Icons stand-in for an SF Symbol name, or nil with a diagnostic saying what is drawn
    /// instead.
    func symbol(named name: String, placeholder: String) -> SymbolCatalog.Symbol? {
        if let symbol = SymbolCatalog.symbol(named: name) { return symbol }
        diagnose(
            "no stand-in for the SF Symbol \"\(name)\"; \(placeholder)",
            fix: "use one of the names Easel maps to Material Icons (docs/Decisions.md)")
        return nil
    }
}

// MARK: - Text's own modifiers (they return Text, so texts stay joinable with +)

extension Text {
    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { styled { $0.font = $0.font ?? font } }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.fontModifiers.weight = $0.fontModifiers.weight ?? weight } }

    /// Applies a bold font weight to the text.
    public func bold() -> Text { styled { $0.fontModifiers.isBold = true } }

    /// Applies a bold font weight to the text when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text { styled { $0.fontModifiers.isBold = isActive } }

    /// Applies italics to the text.
    public func italic() -> Text { styled { $0.fontModifiers.isItalic = true } }

    /// Applies italics to the text when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text { styled { $0.fontModifiers.isItalic = isActive } }

    /// Uses fixed-width digits in the text.
    public func monospacedDigit() -> Text { styled { $0.fontModifiers.usesMonospacedDigits = true } }

    /// Uses the fixed-width variant of the font.
    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.fontModifiers.isMonospaced = isActive } }

    /// Sets the font design of the text: the system font's serif, rounded or monospaced design (a custom font
    /// keeps its own). The innermost design given to a text wins, as its innermost weight does.
    public func fontDesign(_ design: Font.Design?) -> Text {
        styled { $0.fontModifiers.design = $0.fontModifiers.design ?? design }
    }

    /// Sets the font width of the text: the system font's compressed, condensed or expanded width (a custom font
    /// keeps its own). The innermost width given to a text wins.
    public func fontWidth(_ width: Font.Width?) -> Text {
        styled { $0.fontModifiers.width = $0.fontModifiers.width ?? width }
    }

    /// Sets the color of the text.
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = $0.color ?? color } }

    /// Sets the style of the text: a color, or another shape style such as a gradient across the text's frame.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled {
            guard $0.color == nil, $0.shapeStyle == nil else { return }
            if let color = style as? Color { $0.color = color } else { $0.shapeStyle = StyleIdentity(AnyShapeStyle(style)) }
        }
    }

    /// Sets the spacing, or tracking, added after each character.
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking.isFinite ? tracking : 0 } }

    /// Sets the spacing, or kerning, between characters (Easel adds it after each character, as tracking).
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.tracking = kerning.isFinite ? kerning : 0 } }

    /// Applies a modifier to every part; a part's own earlier setting wins, as in SwiftUI, where
    /// `(Text("a").font(.title) + Text("b")).font(.caption)` keeps "a" in the title font.
    func styled(_ change: (inout Style) -> Void) -> Text {
        var text = self
        for index in text.segments.indices { change(&text.segments[index].style) }
        return text
    }
}
