import Foundation

/// Something Easel repaired or could not do, with where it happened and how to fix it. Diagnostics are
/// returned to the caller, never printed.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public var message: String
    /// Where in the view tree, as a path of view names ("VStack/HStack[2]/frame").
    public var path: String
    /// How to avoid it.
    public var fix: String

    public init(message: String, path: String, fix: String) {
        self.message = message
        self.path = path
        self.fix = fix
    }

    public var description: String {
        path.isEmpty ? "\(message) (\(fix))" : "\(path): \(message) (\(fix))"
    }
}
