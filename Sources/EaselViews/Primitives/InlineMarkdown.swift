import EaselGraphics
import Foundation

/// The inline Markdown SwiftUI reads in a `LocalizedStringKey`: `**strong**` and `__strong__`, `*emphasis*` and
/// `_emphasis_`, `` `code` ``, `~~strikethrough~~`, `[links](url)` and backslash escapes; everything else, block
/// syntax and whitespace included, stays as written (SwiftUI's `inlineOnlyPreservingWhitespace`).
///
/// Written by hand (docs/Decisions.md): Linux's Foundation has no `AttributedString(markdown:)`, and cmark
/// parses blocks and folds whitespace, which a key must keep. Emphasis follows CommonMark's delimiter runs:
/// a run of `*` opens when followed by non-space and closes when preceded by non-space; `_` also must not sit
/// inside a word; a closer takes the nearest opener of its character, two at a time when both have two.
/// Interpolated values are not read: they go where they were, styled by the Markdown around them.
enum InlineMarkdown {
    struct Flags: OptionSet, Hashable {
        let rawValue: UInt8
        static let strong = Flags(rawValue: 1)
        static let emphasis = Flags(rawValue: 2)
        static let code = Flags(rawValue: 4)
        static let strikethrough = Flags(rawValue: 8)
        static let link = Flags(rawValue: 16)
    }

    /// One character of output (or an interpolated value's place), with its style.
    private struct Item {
        var scalar: Unicode.Scalar
        var flags: Flags = []
        /// The delimiter run this item starts, if it is one.
        var delimiter: Int?
        /// The destination of the link the item is part of.
        var link: String?
    }

    private struct Delimiter {
        var character: Unicode.Scalar
        var count: Int
        var canOpen: Bool
        var canClose: Bool
        var item: Int
    }

    /// Whether a character may carry Markdown; a key without any is returned as it is, quickly.
    private static func isSyntax(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "*", "_", "`", "~", "[", "\\": true
        default: false
        }
    }
    /// Interpolated values stand in the text as private-use characters, one per value.
    private static let placeholderBase: UInt32 = 0xF0000

    static func segments(of parts: [LocalizedStringKey.Part]) -> [Text.Segment] {
        let hasSyntax = parts.contains { part in
            if case .literal(let text) = part { return text.unicodeScalars.contains(where: isSyntax) }
            return false
        }
        guard hasSyntax else { return plain(parts) }
        var scalars: [Unicode.Scalar] = []
        var values: [Text.Segment] = []
        for part in parts {
            switch part {
            case .literal(let text): scalars += text.unicodeScalars
            case .value(let segment):
                scalars.append(Unicode.Scalar(placeholderBase + UInt32(values.count))!)
                values.append(segment)
            }
        }
        return build(parse(scalars), values: values)
    }

    /// Literal text and values as they are, neighbouring plain parts joined.
    private static func plain(_ parts: [LocalizedStringKey.Part]) -> [Text.Segment] {
        var segments: [Text.Segment] = []
        for part in parts {
            let segment: Text.Segment
            switch part {
            case .literal(let text): segment = Text.Segment(string: text)
            case .value(let value): segment = value
            }
            if let last = segments.last, last.style == Text.Style(), last.symbolName == nil, last.formatted == nil,
                last.live == nil, segment.style == Text.Style(), segment.symbolName == nil, segment.formatted == nil,
                segment.live == nil
            {
                segments[segments.count - 1].string += segment.string
            } else {
                segments.append(segment)
            }
        }
        return segments
    }

    // MARK: Reading

    private static func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.properties.generalCategory.isPunctuationOrSymbol
    }

    private static func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return true }
        return scalar.properties.isWhitespace
    }

    private static func parse(_ input: [Unicode.Scalar]) -> [Item] {
        var items: [Item] = []
        var delimiters: [Delimiter] = []
        var index = 0
        while index < input.count {
            let scalar = input[index]
            if scalar == "\\", index + 1 < input.count, input[index + 1].isASCII, isPunctuation(input[index + 1]) {
                items.append(Item(scalar: input[index + 1]))
                index += 2
            } else if scalar == "`" {
                // A code span: a run of backticks closed by a run of the same length; its content is literal.
                var length = 0
                while index + length < input.count && input[index + length] == "`" { length += 1 }
                if let close = closingRun(of: "`", length: length, in: input, from: index + length) {
                    var content = Array(input[(index + length)..<close])
                    // One space on each side is stripped when both are there and the content is not all spaces.
                    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                        content = Array(content.dropFirst().dropLast())
                    }
                    items += content.map { Item(scalar: $0, flags: .code) }
                    index = close + length
                } else {
                    items += (0..<length).map { _ in Item(scalar: "`") }
                    index += length
                }
            } else if scalar == "[", let link = link(in: input, at: index) {
                // The link's text is read as Markdown too; the brackets and the destination are not shown.
                let inner = parse(Array(input[(index + 1)..<link.textEnd]))
                let destination = String(String.UnicodeScalarView(input[(link.textEnd + 2)..<(link.end - 1)]))
                items += inner.map { item in
                    var item = item
                    item.flags.insert(.link)
                    item.delimiter = nil
                    item.link = destination
                    return item
                }
                index = link.end
            } else if scalar == "*" || scalar == "_" || scalar == "~" {
                var length = 0
                while index + length < input.count && input[index + length] == scalar { length += 1 }
                let before = index > 0 ? input[index - 1] : nil
                let after = index + length < input.count ? input[index + length] : nil
                let leftFlanking = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
                let rightFlanking = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
                var canOpen = leftFlanking, canClose = rightFlanking
                if scalar == "_" {
                    canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
                    canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
                }
                if scalar == "~" && length > 2 { canOpen = false; canClose = false }
                delimiters.append(Delimiter(character: scalar, count: length, canOpen: canOpen, canClose: canClose, item: items.count))
                items.append(Item(scalar: scalar, delimiter: delimiters.count - 1))
                index += length
            } else {
                items.append(Item(scalar: scalar))
                index += 1
            }
        }
        return resolveEmphasis(items, delimiters)
    }

    private static func closingRun(of scalar: Unicode.Scalar, length: Int, in input: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < input.count {
            guard input[index] == scalar else { index += 1; continue }
            var run = 0
            while index + run < input.count && input[index + run] == scalar { run += 1 }
            if run == length { return index }
            index += run
        }
        return nil
    }

    /// `[text](destination)` at `start`: where the text ends and where the whole link ends.
    private static func link(in input: [Unicode.Scalar], at start: Int) -> (textEnd: Int, end: Int)? {
        var depth = 0
        var index = start
        while index < input.count {
            switch input[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 {
                    guard index + 1 < input.count, input[index + 1] == "(" else { return nil }
                    guard let close = input[(index + 2)...].firstIndex(of: ")"),
                        !input[(index + 2)..<close].contains(where: { $0 == " " || $0 == "\n" })
                    else { return nil }
                    return (index, close + 1)
                }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Matches closers to openers and styles what lies between; unmatched delimiters stay as text.
    private static func resolveEmphasis(_ items: [Item], _ delimiters: [Delimiter]) -> [Item] {
        var items = items
        var delimiters = delimiters
        var closer = 0
        while closer < delimiters.count {
            guard delimiters[closer].canClose, delimiters[closer].count > 0 else { closer += 1; continue }
            let character = delimiters[closer].character
            var opener = closer - 1
            while opener >= 0 {
                let candidate = delimiters[opener]
                if candidate.character == character && candidate.canOpen && candidate.count > 0
                    && (character != "~" || candidate.count == delimiters[closer].count)
                {
                    break
                }
                opener -= 1
            }
            guard opener >= 0 else { closer += 1; continue }
            let use = character == "~" ? delimiters[closer].count : min(2, delimiters[opener].count, delimiters[closer].count)
            let flag: Flags = character == "~" ? .strikethrough : use == 2 ? .strong : .emphasis
            for index in (delimiters[opener].item + 1)..<delimiters[closer].item { items[index].flags.insert(flag) }
            delimiters[opener].count -= use
            delimiters[closer].count -= use
            // Delimiters between the two can no longer match anything.
            for between in (opener + 1)..<closer {
                delimiters[between].canOpen = false
                delimiters[between].canClose = false
            }
            if delimiters[closer].count == 0 { closer += 1 }
        }
        // Each delimiter item becomes what is left of its run, as literal characters.
        var result: [Item] = []
        for item in items {
            guard let number = item.delimiter else { result.append(item); continue }
            let left = delimiters[number].count
            result += (0..<left).map { _ in Item(scalar: item.scalar, flags: item.flags, link: item.link) }
        }
        return result
    }

    /// The text of `markdown` in runs of one style and link: what `AttributedString(markdown:)` builds from.
    static func runs(of markdown: String) -> [(text: String, flags: Flags, link: String?)] {
        var runs: [(text: String, flags: Flags, link: String?)] = []
        for item in parse(Array(markdown.unicodeScalars)) {
            if let last = runs.last, last.flags == item.flags, last.link == item.link {
                runs[runs.count - 1].text.unicodeScalars.append(item.scalar)
            } else {
                runs.append((String(Character(item.scalar)), item.flags, item.link))
            }
        }
        return runs
    }

    // MARK: Building segments

    private static func build(_ items: [Item], values: [Text.Segment]) -> [Text.Segment] {
        var segments: [Text.Segment] = []
        var pending = ""
        var pendingFlags: Flags = []
        var pendingLink: String?
        func flush() {
            guard !pending.isEmpty else { return }
            var style = style(pendingFlags)
            style.link = pendingLink.flatMap { URL(string: $0) }
            segments.append(Text.Segment(string: pending, style: style))
            pending = ""
        }
        for item in items {
            let value = item.scalar.value
            if value >= placeholderBase, Int(value - placeholderBase) < values.count {
                flush()
                var segment = values[Int(value - placeholderBase)]
                apply(item.flags, to: &segment.style)
                if let link = item.link, segment.style.link == nil { segment.style.link = URL(string: link) }
                segments.append(segment)
                continue
            }
            if item.flags != pendingFlags || item.link != pendingLink { flush() }
            pendingFlags = item.flags
            pendingLink = item.link
            pending.unicodeScalars.append(item.scalar)
        }
        flush()
        return segments
    }

    private static func style(_ flags: Flags) -> Text.Style {
        var style = Text.Style()
        apply(flags, to: &style)
        return style
    }

    /// Markdown's styles on a part, under what the part set itself.
    private static func apply(_ flags: Flags, to style: inout Text.Style) {
        if flags.contains(.strong) { style.fontModifiers.isBold = true }
        if flags.contains(.emphasis) { style.fontModifiers.isItalic = true }
        if flags.contains(.code) { style.fontModifiers.isMonospaced = true }
        if flags.contains(.strikethrough), style.strikethrough == nil { style.strikethrough = .some(.single) }
        // A link is drawn in the accent color, as iOS draws links in text.
        if flags.contains(.link), style.color == nil, style.shapeStyle == nil { style.color = .accentColor }
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default: false
        }
    }
}
