import Foundation

/// A command line as a POSIX shell splits it (what the drivers print with `-###`): words apart at blanks,
/// single quotes taken literally, double quotes with backslash escapes, a backslash outside quotes escaping
/// the next character. Nil when a quote is left open.
package func shellWords(_ line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var characters = line.makeIterator()
    while let character = characters.next() {
        switch character {
        case " ", "\t":
            if inWord { words.append(word) }
            word = ""
            inWord = false
        case "'", "\"":
            // Up to the closing quote; inside double quotes a backslash escapes a backslash, a quote, `$` or a
            // backquote, and stays before anything else.
            inWord = true
            var closed = false
            while let next = characters.next() {
                if next == character {
                    closed = true
                    break
                }
                if character == "\"", next == "\\", let escaped = characters.next() {
                    if !"\"\\$`".contains(escaped) { word.append("\\") }
                    word.append(escaped)
                } else {
                    word.append(next)
                }
            }
            if !closed { return nil }
        case "\\":
            inWord = true
            if let escaped = characters.next() { word.append(escaped) }
        default:
            inWord = true
            word.append(character)
        }
    }
    if inWord { words.append(word) }
    return words
}
