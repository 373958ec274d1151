import Foundation

/// A color gradient: colors at locations from 0 to 1.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colors spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat($0) / last) }
    }

    /// The stops resolved to colors, sorted by location and clamped to 0...1 (a NaN location becomes 0), as
    /// a renderer needs them; a gradient with no stops is clear.
    package func resolved(
        dark: Bool, directory: URL? = nil, report: (ColorAssetProblem) -> Void = { _ in }
    ) -> [GradientStop] {
        let stops = stops.map {
            GradientStop(
                color: $0.color.resolved(dark: dark, directory: directory, report: report),
                location: $0.location.isNaN ? 0 : Swift.min(Swift.max($0.location, 0), 1))
        }
        guard !stops.isEmpty else { return [GradientStop(color: RGBA(0, 0, 0, 0), location: 0)] }
        return stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}
