import Foundation

// Foundation on Apple platforms reads Markdown into an AttributedString; Linux's Foundation has neither the
// initializer nor the inline presentation intents. Easel supplies them there, from its own inline reader, so code
// written for Apple's Foundation compiles and shows the same styles.
#if !canImport(Darwin)
/// The inline styles Markdown gives a run of text.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.SwiftUIAttributes {
    /// A run's inline Markdown styles (Apple's Foundation keeps this among its own attributes).
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }
}

extension AttributedString {
    /// How Markdown is read.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown syntax is read.
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }

        /// What a parse that meets a problem does.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public var appliesSourcePositionAttributes: Bool

        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
            appliesSourcePositionAttributes: Bool = false
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// Reads inline Markdown (strong, emphasis, code, strikethrough, links, escapes) into runs with inline
    /// presentation intents and links. Block syntax is kept as text whatever `options` say (docs/Decisions.md).
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init()
        for run in InlineMarkdown.runs(of: markdown) {
            var piece = AttributedString(run.text)
            var intent: InlinePresentationIntent = []
            if run.flags.contains(.strong) { intent.insert(.stronglyEmphasized) }
            if run.flags.contains(.emphasis) { intent.insert(.emphasized) }
            if run.flags.contains(.code) { intent.insert(.code) }
            if run.flags.contains(.strikethrough) { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let link = run.link { piece.link = URL(string: link, relativeTo: baseURL) }
            append(piece)
        }
    }
}
#endif
