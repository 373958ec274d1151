import EaselGraphics
import EaselText
import Foundation

// Foundation's AttributedString in Text, with SwiftUI's attributes: `var s = AttributedString("Hi"); s.font =
// .title; s.foregroundColor = .red; Text(s)`. Each run of the string is a part of the text with its own style.

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` reads from an `AttributedString`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of the run.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// The color of the run's text.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The color behind the run's text (kept; Easel does not draw it yet).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The run's underline.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The run's strikethrough.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// Points added between the run's characters (kerning).
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// Points added after each of the run's characters (tracking).
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// Points the run is raised above the baseline.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }

        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        #if !canImport(Darwin)
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        #endif
        public let foundation: FoundationAttributes
    }

    /// SwiftUI's attributes.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension Text {
    /// Creates a text view that displays styled attributed content: each run in its own font, color, lines,
    /// tracking and baseline offset; a run with a link is drawn in the accent color. Disfavored: Foundation on Linux
    /// lets a string literal be an `AttributedString`, and a literal must stay a `LocalizedStringKey` (Markdown).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var segments: [Segment] = []
        for run in attributedContent.runs {
            var segment = Segment(string: String(attributedContent[run.range].characters))
            segment.style.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            segment.style.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            segment.style.backgroundColor = run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
            if let underline = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] {
                segment.style.underline = .some(underline)
            }
            if let strikethrough = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] {
                segment.style.strikethrough = .some(strikethrough)
            }
            let spacing = (run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] ?? 0)
                + (run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] ?? 0)
            segment.style.tracking = spacing.isFinite ? spacing : 0
            if let offset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self], offset.isFinite {
                segment.style.baselineOffset = offset
            }
            if let link = run.link {
                segment.style.link = link
                if segment.style.color == nil { segment.style.color = .accentColor }
            }
            #if !canImport(Darwin)
            // Markdown's inline styles, as a string key's Markdown draws them.
            if let intent = run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { segment.style.fontModifiers.isBold = true }
                if intent.contains(.emphasized) { segment.style.fontModifiers.isItalic = true }
                if intent.contains(.code) { segment.style.fontModifiers.isMonospaced = true }
                if intent.contains(.strikethrough), segment.style.strikethrough == nil { segment.style.strikethrough = .some(.single) }
            }
            #endif
            segments.append(segment)
        }
        self.segments = segments
    }
}
