import EaselGraphics
import Foundation

/// The key for a localized string: what a string literal given to `Text` becomes. Easel has no string
/// tables, so the key is its own text; interpolations format as SwiftUI formats them.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// What the key was written as: the literal text (where Markdown is read) and the values put into it.
    package enum Part: Equatable, Sendable {
        case literal(String)
        case value(Text.Segment)
    }

    package var parts: [Part]

    /// The key as text: its literal parts read as inline Markdown (bold, italic, code, strikethrough, links), as
    /// SwiftUI reads a key, with the interpolated values put in as they are.
    package var segments: [Text.Segment] { InlineMarkdown.segments(of: parts) }

    public init(_ value: String) {
        parts = [.literal(value)]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// Builds a key from literals and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            if case .literal(let text)? = parts.last {
                parts[parts.count - 1] = .literal(text + literal)
            } else {
                parts.append(.literal(literal))
            }
        }

        public mutating func appendInterpolation(_ string: String) {
            append(string)
        }

        /// Numbers use their C format: `%lld` for integers, `%lf` for Double (so 3.5 shows "3.500000").
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            append(value._formattedWithoutFormatter ?? String(format: T._specifier, value._arg))
        }

        /// A number formatted with a printf-style specifier, such as "%.2f".
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            append(String(format: specifier, value._arg))
        }

        /// A value formatted by a format style (`\(date, format: .dateTime)`), in Easel's default locale, calendar
        /// and time zone (docs/Decisions.md, "Fixed defaults for the system's values").
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            let defaults = EnvironmentValues()
            append(Text.localized(format, locale: defaults.locale, calendar: defaults.calendar, timeZone: defaults.timeZone)
                .format(input))
        }

        /// A value formatted by a formatter (`\(date, formatter: dateFormatter)`), or without one its description
        /// (a URL's address, a date as "2026-01-01 09:41:00 +0000").
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            append(Self.formatted(subject, formatter))
        }

        /// An object formatted by a formatter, or without one its description.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            append(Self.formatted(subject, formatter))
        }

        /// A Foundation value formatted by a formatter, or without one its description: on Linux, `Date`, `URL` and
        /// Foundation's other value types are not `ReferenceConvertible`, so code written for Apple's
        /// interpolation of them lands here.
        public mutating func appendInterpolation<Subject: _FoundationReferenceValue>(_ subject: Subject, formatter: Formatter? = nil) {
            append(Self.formatted(subject, formatter))
        }

        private static func formatted(_ subject: Any, _ formatter: Formatter?) -> String {
            guard let formatter else { return String(describing: subject) }
            return formatter.string(for: subject) ?? ""
        }

        /// A date in a style, kept current as `Text(_:style:)` is.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            parts.append(contentsOf: Text(date, style: style).segments.map(Part.value))
        }

        /// An image shown inline, sized with the text's font.
        public mutating func appendInterpolation(_ image: Image) {
            parts.append(contentsOf: Text(image).segments.map(Part.value))
        }

        /// An attributed string, which keeps its own styles.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            parts.append(contentsOf: Text(attributedString).segments.map(Part.value))
        }

        /// A styled text, which keeps its own font and color.
        public mutating func appendInterpolation(_ text: Text) {
            parts.append(contentsOf: text.segments.map(Part.value))
        }

        private mutating func append(_ string: String) {
            parts.append(.value(Text.Segment(string: string)))
        }
    }
}

/// Foundation's value types that are `ReferenceConvertible` on Apple's platforms (bridged to an Objective-C class),
/// which a localized string key can take with a formatter. Not for use by apps.
public protocol _FoundationReferenceValue {}

extension Date: _FoundationReferenceValue {}
extension URL: _FoundationReferenceValue {}
extension UUID: _FoundationReferenceValue {}
extension Data: _FoundationReferenceValue {}
extension DateInterval: _FoundationReferenceValue {}
extension DateComponents: _FoundationReferenceValue {}
extension IndexPath: _FoundationReferenceValue {}
extension Locale: _FoundationReferenceValue {}
extension TimeZone: _FoundationReferenceValue {}
extension Calendar: _FoundationReferenceValue {}
extension PersonNameComponents: _FoundationReferenceValue {}
extension Measurement: _FoundationReferenceValue {}
extension Notification: _FoundationReferenceValue {}

/// A value that a localized string key formats with a printf-style specifier. Not for use by apps.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    static var _specifier: String { get }
    /// The value as its `_specifier` formats it, when that needs no formatter; nil otherwise.
    var _formattedWithoutFormatter: String? { get }
}

extension _FormatSpecifiable {
    public var _formattedWithoutFormatter: String? { nil }
}

extension _FormatSpecifiable where Self: BinaryInteger {
    /// An integer's `%d`, `%u`, `%lld` or `%llu`: its decimal digits, with a minus sign when negative. Foundation's
    /// `String(format:)` took 5 % of the samples of making the million-row list's hosts (two integers a row); without
    /// it the first host took 0.93× as long (median of twenty alternating processes), the second too.
    public var _formattedWithoutFormatter: String? { String(self) }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public static var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public static var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public static var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public static var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public static var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public static var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public static var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public static var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public static var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public static var _specifier: String { "%llu" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public static var _specifier: String { "%lf" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public static var _specifier: String { "%f" }
}
