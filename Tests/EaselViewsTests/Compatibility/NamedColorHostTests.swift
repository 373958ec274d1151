import EaselGraphics
import Foundation
import SwiftUI
import Testing

// Needs the wiring of `_ViewInputs.resolve(color:)` into Color's view, `resolve(style:)` and `shadow`: a host
// looks for named colors in its environment's image folder, as for images, and reports the missing ones.

@Suite("Named colors in a host")
struct NamedColorHostTests {
    @Test("A host finds Color(name) in \\.imageDirectory and draws it in the host's color scheme")
    func imageDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-colors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}, {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        var environment = EnvironmentValues()
        environment.imageDirectory = folder
        environment.colorScheme = .dark
        let host = ViewHost(Color("brand").frame(width: 10, height: 10), environment: environment)
        #expect(host.diagnostics.isEmpty)
        #expect(fills(in: host.displayList(scale: 1)).contains(RGBA(0, 0, 255)))
        environment.colorScheme = .light
        let light = ViewHost(Rectangle().fill(Color("brand")).frame(width: 10, height: 10), environment: environment)
        #expect(fills(in: light.displayList(scale: 1)).contains(RGBA(255, 0, 0)))
    }

    @Test("A named color used as the tint or in a gradient is found in \\.imageDirectory too")
    func tintAndGradient() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-colors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"}}}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        var environment = EnvironmentValues()
        environment.imageDirectory = folder
        let tinted = ViewHost(Rectangle().fill(.tint).frame(width: 10, height: 10).tint(Color("accent")), environment: environment)
        #expect(tinted.diagnostics.isEmpty)
        #expect(fills(in: tinted.displayList(scale: 1)).contains(RGBA(0, 255, 0)))
        let gradient = ViewHost(
            Rectangle().fill(LinearGradient(colors: [Color("accent"), .white], startPoint: .top, endPoint: .bottom))
                .frame(width: 10, height: 10),
            environment: environment)
        #expect(gradient.diagnostics.isEmpty)
        #expect(stops(in: gradient.displayList(scale: 1)).first == RGBA(0, 255, 0), "the named stop, not the placeholder")
    }

    @Test("A missing named color is diagnosed by the host that draws it")
    func missing() {
        let host = ViewHost(Color("not-in-any-catalog").frame(width: 10, height: 10))
        #expect(host.diagnostics.contains { $0.message.contains("no color named \"not-in-any-catalog\"") })
        #expect(fills(in: host.displayList(scale: 1)).contains(RGBA(255, 0, 255)))
    }

    private func stops(in list: DisplayList) -> [RGBA] {
        list.items.flatMap { item -> [RGBA] in
            switch item {
            case .fill(_, .linearGradient(let stops, _, _), _): stops.map(\.color)
            case .group(_, let content), .list(let content): self.stops(in: content)
            default: []
            }
        }
    }

}
