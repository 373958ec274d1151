import Foundation
import SwiftUI
import Testing

// The environment values the system sets in SwiftUI: fixed defaults (docs/Decisions.md), size classes from the
// host's device, and openURL, whose system action the host records.

/// What views saw or did, for the tests to read.
private final class Record: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}

private struct SizeClassReader: View {
    let record: Record
    @Environment(\.horizontalSizeClass) var horizontal
    @Environment(\.verticalSizeClass) var vertical

    var body: some View {
        record.add("\(Self.name(horizontal))/\(Self.name(vertical))")
        return Text("Size classes")
    }

    static func name(_ sizeClass: UserInterfaceSizeClass?) -> String {
        switch sizeClass {
        case .compact?: "compact"
        case .regular?: "regular"
        case nil: "nil"
        }
    }
}

private struct Opener: View {
    let url: URL
    var record: Record?
    @Environment(\.openURL) var openURL

    var body: some View {
        Button("Open") {
            if let record {
                openURL(url) { accepted in record.add(accepted ? "accepted" : "refused") }
            } else {
                openURL(url)
            }
        }
        .accessibilityIdentifier("open")
    }
}

@Suite("System environment values")
struct SystemEnvironmentTests {
    @Test("Defaults are fixed, whatever the machine: en_US, Gregorian, GMT, active, accessibility settings off")
    func defaults() {
        let environment = EnvironmentValues()
        #expect(environment.locale.identifier == "en_US")
        #expect(environment.calendar.identifier == .gregorian)
        #expect(environment.calendar.timeZone.secondsFromGMT() == 0)
        #expect(environment.timeZone.secondsFromGMT() == 0)
        #expect(environment.horizontalSizeClass == .compact)
        #expect(environment.verticalSizeClass == .regular)
        #expect(environment.scenePhase == .active)
        #expect(environment.colorSchemeContrast == .standard)
        #expect(environment.legibilityWeight == .regular)
        #expect(environment.redactionReasons.isEmpty)
        #expect(!environment.isFocused)
        #expect(!environment.isSearching)
        #expect(!environment.accessibilityReduceMotion)
        #expect(!environment.accessibilityReduceTransparency)
        #expect(!environment.accessibilityDifferentiateWithoutColor)
        #expect(!environment.accessibilityInvertColors)
        #expect(environment.isEnabled)
    }

    @Test("Values set with .environment reach the views below")
    func settingValues() {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "fr_FR")
        environment.timeZone = TimeZone(identifier: "Europe/Paris") ?? environment.timeZone
        environment.horizontalSizeClass = nil
        environment.accessibilityReduceMotion = true
        #expect(environment.locale.identifier == "fr_FR")
        #expect(environment.horizontalSizeClass == nil)
        #expect(environment.verticalSizeClass == .regular)
        #expect(environment.accessibilityReduceMotion)
        #expect(!environment.accessibilityReduceTransparency)
        var redacted = EnvironmentValues()
        redacted.redactionReasons.insert(.placeholder)
        #expect(redacted.redactionReasons == .placeholder)
    }

    @Test("Size classes come from the host's device: an iPhone compact by regular, an iPad regular both ways")
    func sizeClassesByDevice() {
        /// The size classes the view saw when the host made it.
        func seen(_ makeHost: (Record) -> ViewHost) -> String? {
            let record = Record()
            _ = makeHost(record)
            return record.all.last
        }
        let canvas = seen { ViewHost(SizeClassReader(record: $0)) }
        let iPhone = seen { ViewHost(SizeClassReader(record: $0), device: .iPhone15) }
        let iPhoneSE = seen { ViewHost(SizeClassReader(record: $0), device: .iPhoneSE) }
        let iPad = seen { ViewHost(SizeClassReader(record: $0), device: .iPadAir) }
        let iPadPro = seen { ViewHost(SizeClassReader(record: $0), device: Device(named: "iPad Pro 12.9-inch")) }
        #expect(canvas == "compact/regular")
        #expect(iPhone == "compact/regular")
        #expect(iPhoneSE == "compact/regular")
        #expect(iPad == "regular/regular")
        #expect(iPadPro == "regular/regular")
        // A value set in the view wins over the device's.
        let chosenWidth = seen {
            ViewHost(SizeClassReader(record: $0).environment(\.horizontalSizeClass, .regular), device: .iPhone15)
        }
        let chosenHeight = seen {
            ViewHost(SizeClassReader(record: $0).environment(\.verticalSizeClass, .compact), device: .iPadAir)
        }
        #expect(chosenWidth == "regular/regular")
        #expect(chosenHeight == "regular/compact")
    }

    @Test("openURL hands the URL to the system, which the host records")
    func openURLRecordsURLs() throws {
        let url = try #require(URL(string: "https://example.com/help"))
        let record = Record()
        let host = ViewHost(Opener(url: url, record: record))
        #expect(host.openedURLs.isEmpty)
        try host.tap(identifier: "open")
        try host.tap(identifier: "open")
        #expect(host.openedURLs == [url, url])
        #expect(record.all == ["accepted", "accepted"])
    }

    @Test("A custom OpenURLAction wins: handled and discarded URLs are not recorded, systemAction(_:) records its URL")
    func customHandlerWins() throws {
        let url = try #require(URL(string: "https://example.com/a"))
        let seen = Record()
        let handled = ViewHost(
            Opener(url: url, record: seen)
                .environment(\.openURL, OpenURLAction { url in
                    seen.add(url.absoluteString)
                    return .handled
                }))
        try handled.tap(identifier: "open")
        #expect(handled.openedURLs.isEmpty)
        #expect(seen.all == ["https://example.com/a", "accepted"])

        let refused = Record()
        let discarding = ViewHost(
            Opener(url: url, record: refused).environment(\.openURL, OpenURLAction { _ in .discarded }))
        try discarding.tap(identifier: "open")
        #expect(discarding.openedURLs.isEmpty)
        #expect(refused.all == ["refused"])

        let rewriting = ViewHost(
            Opener(url: url).environment(\.openURL, OpenURLAction { url in .systemAction(url.appendingPathComponent("edit")) }))
        try rewriting.tap(identifier: "open")
        #expect(rewriting.openedURLs.map(\.absoluteString) == ["https://example.com/a/edit"])
    }

    @Test("onOpenURL, redacted and unredacted change nothing drawn; redacted records its reason and unredacted clears it")
    func acceptedModifiers() {
        struct Reasons: View {
            @Environment(\.redactionReasons) private var reasons
            var body: some View { Text(reasons.isEmpty ? "none" : "placeholder") }
        }
        let plain = ViewHost(Text("Hello"))
        let modified = ViewHost(Text("Hello").redacted(reason: .placeholder).unredacted().onOpenURL { _ in })
        #expect(modified.size == plain.size)
        let reasons = ViewHost(VStack { Reasons(); Reasons().unredacted() }.redacted(reason: .placeholder))
        #expect(reasons.texts == ["placeholder", "none"])
    }
}
