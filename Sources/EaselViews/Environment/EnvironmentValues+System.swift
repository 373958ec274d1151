import Foundation

// The environment values the system sets in SwiftUI, with fixed defaults so that pictures and tests come out the
// same on every machine (docs/Decisions.md): the en_US locale, the Gregorian calendar, GMT, an active scene, no
// accessibility settings turned on, and the size classes of an iPhone in portrait unless the host's device says
// otherwise.

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// The class specifying a compact size (an iPhone's width in portrait).
    case compact
    /// The class specifying a regular size (an iPad's width and height, an iPhone's height in portrait).
    case regular
}

/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

/// The contrast between the app's foreground and background colors.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard
    case increased
}

/// The Accessibility Bold Text user setting options.
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// An action that ends the current search interaction, as the search field's Cancel button does: the field loses
/// focus and its text is cleared.
public struct DismissSearchAction {
    let dismiss: (() -> Void)?

    /// Dismisses the current search operation, if any.
    public func callAsFunction() { dismiss?() }
}

/// A size class chosen with `.environment`, or the one the host's device implies.
private enum SizeClassSetting: Equatable {
    case fromDevice
    case chosen(UserInterfaceSizeClass?)
}

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale(identifier: "en_US")
}

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue: TimeZone = TimeZone(secondsFromGMT: 0) ?? TimeZone.current
}

private struct CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = LocaleKey.defaultValue
        calendar.timeZone = TimeZoneKey.defaultValue
        return calendar
    }()
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: SizeClassSetting { .fromDevice }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: SizeClassSetting { .fromDevice }
}

private struct HostDeviceKey: EnvironmentKey {
    static let defaultValue: Device? = nil
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

private struct ColorSchemeContrastKey: EnvironmentKey {
    static let defaultValue = ColorSchemeContrast.standard
}

private struct LegibilityWeightKey: EnvironmentKey {
    static let defaultValue: LegibilityWeight? = .regular
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

/// The accessibility settings, all off by default.
private struct AccessibilitySettingsKey: EnvironmentKey {
    static let defaultValue = AccessibilitySettings()
}

struct AccessibilitySettings: Hashable, Sendable {
    var reduceMotion = false
    var reduceTransparency = false
    var differentiateWithoutColor = false
    var invertColors = false
    var voiceOverEnabled = false
    var switchControlEnabled = false
}

extension EnvironmentValues {
    // MARK: Locale, calendar, time zone

    /// The current locale that views should use: en_US by default, whatever the machine's.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates: the Gregorian calendar in the default
    /// locale and time zone.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates: GMT by default, whatever the machine's,
    /// so that dates print the same everywhere.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    // MARK: Size classes

    /// The horizontal size class of this environment: regular on an iPad's screen, compact on an iPhone's and
    /// on a host without a device (Easel's canvas is an iPhone's, as its default metrics are).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get {
            switch self[HorizontalSizeClassKey.self] {
            case .chosen(let sizeClass): sizeClass
            case .fromDevice: hostDevice?.sizeClasses.horizontal ?? .compact
            }
        }
        set { self[HorizontalSizeClassKey.self] = .chosen(newValue) }
    }

    /// The vertical size class of this environment: regular on a screen in portrait, and on a host without a
    /// device.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get {
            switch self[VerticalSizeClassKey.self] {
            case .chosen(let sizeClass): sizeClass
            case .fromDevice: hostDevice?.sizeClasses.vertical ?? .regular
            }
        }
        set { self[VerticalSizeClassKey.self] = .chosen(newValue) }
    }

    /// The device whose screen the host shows the view on (`ViewHost(_:device:)`), if any.
    var hostDevice: Device? {
        get { self[HostDeviceKey.self] }
        set { self[HostDeviceKey.self] = newValue }
    }

    // MARK: Scene and system

    /// The current phase of the scene: always active in a host.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The contrast associated with the color scheme of this environment (standard unless set).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The font weight to apply to text: regular, as with Bold Text off.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// The current redaction reasons applied to the view hierarchy (`.redacted(reason:)`); Easel draws the views
    /// unredacted whatever the reasons.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the nearest focusable ancestor has focus: a view marked `.focused` whose focus state says so.
    public var isFocused: Bool { focusLink?.isFocused ?? false }

    /// An action that ends the search of the nearest searchable view around (nothing outside one).
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// Whether the user is searching: the search field of the nearest searchable view around has focus.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    // MARK: Accessibility settings

    private var accessibilitySettings: AccessibilitySettings {
        get { self[AccessibilitySettingsKey.self] }
        set { self[AccessibilitySettingsKey.self] = newValue }
    }

    /// Whether the system preference for Reduce Motion is on (off unless set).
    public var accessibilityReduceMotion: Bool {
        get { accessibilitySettings.reduceMotion }
        set { accessibilitySettings.reduceMotion = newValue }
    }

    /// Whether the system preference for Reduce Transparency is on (off unless set).
    public var accessibilityReduceTransparency: Bool {
        get { accessibilitySettings.reduceTransparency }
        set { accessibilitySettings.reduceTransparency = newValue }
    }

    /// Whether the system preference for Differentiate without Color is on (off unless set).
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { accessibilitySettings.differentiateWithoutColor }
        set { accessibilitySettings.differentiateWithoutColor = newValue }
    }

    /// Whether the system preference for Invert Colors is on (off unless set).
    public var accessibilityInvertColors: Bool {
        get { accessibilitySettings.invertColors }
        set { accessibilitySettings.invertColors = newValue }
    }

    /// Whether VoiceOver is on (off unless set).
    public var accessibilityVoiceOverEnabled: Bool {
        get { accessibilitySettings.voiceOverEnabled }
        set { accessibilitySettings.voiceOverEnabled = newValue }
    }

    /// Whether Switch Control is on (off unless set).
    public var accessibilitySwitchControlEnabled: Bool {
        get { accessibilitySettings.switchControlEnabled }
        set { accessibilitySettings.switchControlEnabled = newValue }
    }

    /// Whether an accessibility technology (VoiceOver, Switch Control) is on.
    public var accessibilityEnabled: Bool {
        get { accessibilitySettings.voiceOverEnabled || accessibilitySettings.switchControlEnabled }
        set { accessibilitySettings.voiceOverEnabled = newValue }
    }

}

extension Device {
    /// Whether the device is an iPad: its screen's shorter side is 600 points or more.
    var isPad: Bool { min(screenSize.width, screenSize.height) >= 600 }

    /// The size classes of the device's screen in portrait: an iPad's are regular both ways, an iPhone's compact
    /// wide and regular tall.
    var sizeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        isPad ? (.regular, .regular) : (.compact, .regular)
    }
}

extension View {
    /// Adds a reason to apply a redaction to this view hierarchy (recorded in `redactionReasons`): with
    /// `.placeholder`, text is drawn as rounded bars where its glyphs would be; other views draw as they are.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(dismiss: nil) }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}
