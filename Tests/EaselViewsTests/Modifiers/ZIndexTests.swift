@testable import EaselGraphics
import EaselViews
import Foundation
import SwiftUI
import Testing

// `zIndex` (issue 22): within its container a view with a higher index is drawn after (in front of) its siblings
// and takes the taps where they overlap; equal indices keep the order of the code (Apple's documentation of
// `zIndex(_:)`: "The default is 0", higher values in front).
@Suite struct ZIndexTests {
    /// The fills in drawing order, named by their strongest channel (iOS's red, green and blue).
    func colors(_ host: ViewHost) throws -> [String] {
        fills(in: try host.displayList(scale: 1)).map { color in
            if color.red == 1 { "red" } else if color.blue == 1 { "blue" } else if color.green > 0.7 { "green" } else { "?" }
        }
    }

    @Test("In a ZStack, zIndex(1) on the first layer draws it on top; the trait survives later modifiers")
    func zStackOrder() throws {
        let host = ViewHost(ZStack {
            Color.red.frame(width: 40, height: 40).zIndex(1).padding(5)
            Color.green.frame(width: 50, height: 50)
            Color.blue.frame(width: 60, height: 60)
        })
        #expect(try colors(host) == ["green", "blue", "red"], "red last, on top; green and blue keep their order")
    }

    @Test("Equal indices keep the order of the code; negative ones go behind")
    func stableAndNegative() throws {
        let host = ViewHost(ZStack {
            Color.red.frame(width: 40, height: 40).zIndex(2)
            Color.green.frame(width: 50, height: 50).zIndex(2)
            Color.blue.frame(width: 60, height: 60).zIndex(-1)
        })
        #expect(try colors(host) == ["blue", "red", "green"])
    }

    @Test("Taps go to the view with the higher index where siblings overlap")
    func hitTesting() throws {
        final class Log: @unchecked Sendable { var taps: [String] = [] }
        let log = Log()
        let host = ViewHost(HStack(spacing: -20) {
            Color.red.frame(width: 50, height: 50).zIndex(1).onTapGesture { log.taps.append("red") }
            Color.blue.frame(width: 50, height: 50).onTapGesture { log.taps.append("blue") }
        })
        // The stack is 80 wide: red covers 0–50, blue 30–80; at x = 40 both overlap.
        try host.tap(at: CGPoint(x: 40, y: 25))
        try host.tap(at: CGPoint(x: 70, y: 25))
        #expect(log.taps == ["red", "blue"])
    }

    @Test("zIndex does not change layout: an HStack places its children in the order of the code")
    func layoutUnchanged() throws {
        let host = ViewHost(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).zIndex(5).accessibilityIdentifier("a")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
        })
        #expect(host.frame(of: "a")?.minX == 0)
        #expect(host.frame(of: "b")?.minX == 10)
    }
}
