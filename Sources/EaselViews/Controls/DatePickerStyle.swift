import EaselGraphics
import EaselLayout
import Foundation

/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy.
public protocol DatePickerStyle {
    /// A view representing the appearance and interaction of a date picker.
    associatedtype Body: View

    /// Returns the appearance and interaction content for a date picker.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of a date picker.
    typealias Configuration = DatePickerStyleConfiguration
}

/// The properties of a date picker, for a `DatePickerStyle`.
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a date picker.
    public typealias Label = AnyView

    /// A description of the date picker.
    public let label: Label
    /// The date value being displayed and selected.
    @Binding public var selection: Date
    /// The oldest selectable date.
    public var minimumDate: Date?
    /// The most recent selectable date.
    public var maximumDate: Date?
    /// The date components that the user is able to view and edit.
    public var displayedComponents: DatePickerComponents

    init(
        label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
        displayedComponents: DatePickerComponents
    ) {
        self.label = label
        _selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }

    var bounds: DateBounds { DateBounds(minimum: minimumDate, maximum: maximumDate) }

    /// Whether the date is shown: when asked for, or when neither component is.
    var showsDate: Bool { displayedComponents.contains(.date) || !displayedComponents.contains(.hourAndMinute) }
    var showsTime: Bool { displayedComponents.contains(.hourAndMinute) }
}

/// The date picker style in force.
enum DatePickerStyleChoice: @unchecked Sendable {
    case compact, graphical, wheel
    case custom((DatePickerStyleConfiguration) -> AnyView)
}

protocol BuiltInDatePickerStyle {
    var choice: DatePickerStyleChoice { get }
}

/// The default date picker style: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CompactDatePicker(configuration: configuration) }
    var choice: DatePickerStyleChoice { .compact }
}

/// A date picker style that displays the components in a compact, textual format.
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CompactDatePicker(configuration: configuration) }
    var choice: DatePickerStyleChoice { .compact }
}

/// A date picker style that displays an interactive calendar or clock.
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GraphicalDatePicker(configuration: configuration) }
    var choice: DatePickerStyleChoice { .graphical }
}

/// A date picker style that displays each component as columns in a scrollable wheel.
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { WheelDatePicker(configuration: configuration) }
    var choice: DatePickerStyleChoice { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: DatePickerStyleChoice { .compact }
}

extension EnvironmentValues {
    var datePickerStyle: DatePickerStyleChoice {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for date pickers within this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let choice = (style as? BuiltInDatePickerStyle)?.choice ?? .custom { AnyView(style.makeBody(configuration: $0)) }
        return environment(\.datePickerStyle, choice)
    }
}
