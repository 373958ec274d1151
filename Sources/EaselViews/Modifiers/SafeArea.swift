import EaselLayout

extension View {
    /// Easel has no safe area: the view already extends to the canvas's edges, so this changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// Easel has no safe area: the view already extends to the canvas's edges, so this changes nothing.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }
}

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
