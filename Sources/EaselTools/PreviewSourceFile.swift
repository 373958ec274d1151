import Foundation

/// A Swift file as `easel render` reads it: the previews it declares, and the source to compile.
///
/// Easel has no macros, so a file is compiled from a copy in which `#Preview` blocks become values and an
/// `@main` attribute is blanked (the previews are the program). The copy starts with a `#sourceLocation`
/// line and keeps every line where it was, so the compiler's messages name the file and lines as written.
public struct PreviewSourceFile: Sendable {
    /// The types that conform to `PreviewProvider`, in file order.
    public private(set) var providers: [String] = []
    /// The `#Preview` blocks: the variable each became and the line it starts on.
    public private(set) var macroPreviews: [(variable: String, line: Int)] = []
    /// The source to compile, the entry point included.
    public private(set) var compilableSource = ""

    public var isEmpty: Bool { providers.isEmpty && macroPreviews.isEmpty }

    /// How many previews the file has at least: one a provider type (which may make several) and one a block.
    public var leastPreviewCount: Int { providers.count + macroPreviews.count }

    public init(source: String, path: String) {
        // Searched in the code alone; comments and strings are blanks of the same length, so an offset in
        // `text` is the same offset in `source`.
        let text = Self.codeOnly(source)
        var rewritten = Array(source.unicodeScalars)
        var replacements: [(range: Range<Int>, text: String)] = []
        func offset(_ index: String.Index) -> Int {
            text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index)
        }

        // Provider types: `struct Name: A, PreviewProvider {` and `extension Name: PreviewProvider {`.
        let declaration = try! NSRegularExpression(
            pattern: #"\b(?:struct|enum|class|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)\s*(?:<[^>{]*>)?\s*:([^{]*)\{"#)
        let whole = NSRange(text.startIndex..., in: text)
        for match in declaration.matches(in: text, range: whole) {
            guard let name = Range(match.range(at: 1), in: text), let conformances = Range(match.range(at: 2), in: text)
            else { continue }
            let list = text[conformances].split(whereSeparator: { ",& \n\t".contains($0) }).map(String.init)
            if list.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
                providers.append(String(text[name]))
            }
        }

        // `#Preview` → `@MainActor let __easelPreviewN = _EaselPreview`; `@main` → spaces.
        let macro = try! NSRegularExpression(pattern: #"#Preview\b"#)
        for match in macro.matches(in: text, range: whole) {
            guard let range = Range(match.range, in: text) else { continue }
            let start = offset(range.lowerBound)
            let line = text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let variable = "__easelPreview\(macroPreviews.count + 1)"
            macroPreviews.append((variable, line))
            replacements.append((start..<start + 8, "@MainActor let \(variable) = _EaselPreview"))
        }
        // Platform conditions are decided as Xcode decides them for a preview, which runs in the iOS simulator:
        // `os(iOS)` and `targetEnvironment(simulator)` hold, other systems and environments do not. Each is
        // replaced in place by `true` or `false` padded to its length, so columns stay where they were.
        // `canImport(UIKit)` is left to the compiler: Easel has no UIKit, so that branch is skipped.
        let condition = try! NSRegularExpression(
            pattern: #"^[ \t]*#(?:if|elseif)\b.*$"#, options: [.anchorsMatchLines])
        let platform = try! NSRegularExpression(pattern: #"\b(os|targetEnvironment)\s*\(\s*(\w+)\s*\)"#)
        for line in condition.matches(in: text, range: whole) {
            for match in platform.matches(in: text, range: line.range) {
                guard let range = Range(match.range, in: text), let kind = Range(match.range(at: 1), in: text),
                    let value = Range(match.range(at: 2), in: text)
                else { continue }
                let holds = text[kind] == "os" ? text[value] == "iOS" : text[value] == "simulator"
                let start = offset(range.lowerBound)
                let length = text[range].unicodeScalars.count
                let word = holds ? "true" : "false"
                replacements.append((start..<start + length, word + String(repeating: " ", count: length - word.count)))
            }
        }
        // `@MainActor` on a declaration (a model class, a view, a function) → spaces: Easel's views are not
        // main-actor isolated (its hosts render on any thread, one host on one thread at a time), so a body could
        // not read a main-actor model's state; a closure's `@MainActor in` and function types keep theirs.
        let mainActor = try! NSRegularExpression(pattern: #"@MainActor(?:\(unsafe\))?(?=\s+(?!in\b)[A-Za-z_@])"#)
        for match in mainActor.matches(in: text, range: whole) {
            guard let range = Range(match.range, in: text) else { continue }
            let start = offset(range.lowerBound)
            let length = text[range].unicodeScalars.count
            replacements.append((start..<start + length, String(repeating: " ", count: length)))
        }
        let main = try! NSRegularExpression(pattern: #"@main\b"#)
        for match in main.matches(in: text, range: whole) {
            guard let range = Range(match.range, in: text) else { continue }
            let start = offset(range.lowerBound)
            replacements.append((start..<start + 5, "     "))
        }
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            rewritten.replaceSubrange(replacement.range, with: Array(replacement.text.unicodeScalars))
        }

        let escapedPath = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        var sources = providers.map { "        EaselPreviewSource(provider: \($0).self)," }
        sources += macroPreviews.map { "        EaselPreviewSource(\($0.variable), line: \($0.line))," }
        compilableSource = """
            import EaselTools
            #sourceLocation(file: "\(escapedPath)", line: 1)
            \(String(String.UnicodeScalarView(rewritten)))
            #sourceLocation()

            @main enum __EaselPreviewMain {
                @MainActor static func main() {
                    exit(EaselPreviewRunner.run([
            \(sources.joined(separator: "\n"))
                    ]))
                }
            }

            """
    }

    /// The source with comments and string literals turned to spaces (newlines kept), so that only code is
    /// searched and every offset stays where it was.
    static func codeOnly(_ source: String) -> String {
        var output: [Unicode.Scalar] = []
        let scalars = Array(source.unicodeScalars)
        var index = 0
        func blank(_ scalar: Unicode.Scalar) -> Unicode.Scalar { scalar == "\n" ? "\n" : " " }
        // Compared in place: copying both sides into arrays at every character took most of a debug build's
        // time for the file.
        func starts(_ text: String, at position: Int) -> Bool {
            var position = position
            for scalar in text.unicodeScalars {
                guard position < scalars.count, scalars[position] == scalar else { return false }
                position += 1
            }
            return true
        }
        var blockDepth = 0
        while index < scalars.count {
            if blockDepth > 0 {
                if starts("*/", at: index) {
                    blockDepth -= 1
                    output += [" ", " "]
                    index += 2
                } else if starts("/*", at: index) {
                    blockDepth += 1
                    output += [" ", " "]
                    index += 2
                } else {
                    output.append(blank(scalars[index]))
                    index += 1
                }
            } else if starts("//", at: index) {
                while index < scalars.count && scalars[index] != "\n" {
                    output.append(" ")
                    index += 1
                }
            } else if starts("/*", at: index) {
                blockDepth = 1
                output += [" ", " "]
                index += 2
            } else if starts("\"\"\"", at: index) {
                output += ["\"", "\"", "\""]
                index += 3
                while index < scalars.count && !starts("\"\"\"", at: index) {
                    if scalars[index] == "\\" && index + 1 < scalars.count {
                        output += [" ", blank(scalars[index + 1])]
                        index += 2
                    } else {
                        output.append(blank(scalars[index]))
                        index += 1
                    }
                }
                if index < scalars.count {
                    output += ["\"", "\"", "\""]
                    index += 3
                }
            } else if scalars[index] == "\"" {
                output.append("\"")
                index += 1
                while index < scalars.count && scalars[index] != "\"" && scalars[index] != "\n" {
                    if starts("\\(", at: index) {
                        // An interpolation: skip to its closing parenthesis, nested ones and strings included.
                        var depth = 0
                        var inString = false
                        repeat {
                            let scalar = scalars[index]
                            if scalar == "\"" { inString.toggle() }
                            if !inString && scalar == "(" { depth += 1 }
                            if !inString && scalar == ")" { depth -= 1 }
                            output.append(blank(scalar))
                            index += 1
                        } while index < scalars.count && depth > 0
                    } else if scalars[index] == "\\" && index + 1 < scalars.count {
                        output += [" ", blank(scalars[index + 1])]
                        index += 2
                    } else {
                        output.append(" ")
                        index += 1
                    }
                }
                if index < scalars.count {
                    output.append(blank(scalars[index]))
                    index += 1
                }
            } else {
                output.append(scalars[index])
                index += 1
            }
        }
        return String(String.UnicodeScalarView(output))
    }
}
