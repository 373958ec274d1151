import Foundation

/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The accessibility element is a header that divides content into sections, like the title of a navigation bar.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading the text within it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The accessibility element is modal.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The accessibility element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// Each trait with its name, in the order descriptions list them.
    static let named: [(AccessibilityTraits, String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
        (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "isKeyboardKey"), (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
    ]

    /// The names of the traits in the set ("isButton", "isSelected").
    var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }
}

/// Defines the behavior for the child elements of the new parent element.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case ignore, contain, combine
    }

    let kind: Kind

    /// Child accessibility elements become hidden: the new element has only what its own modifiers give it.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// Any child accessibility elements become children of the new accessibility element, read in their own
    /// order as a group.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// Combine any child accessibility element's properties for the new accessibility element: labels joined
    /// with ", ", traits together.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// The structure that defines the kinds of available accessibility actions.
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String

    /// The value that represents the default accessibility action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The value that represents an accessibility action that dismisses a modal view or cancels an operation.
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// An action of your own, named.
    public init(named name: Text) {
        self.name = name.plainText
    }

    init(name: String) {
        self.name = name
    }
}

/// The hierarchy of a heading in relation other headings.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// Accessibility technologies available to the system.
public struct AccessibilityTechnologies: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
    public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the focus of any active
/// accessibility technology, such as VoiceOver, changes. Easel has no assistive technology: the value is state of
/// the view's (as `FocusState`'s is), what the view last wrote, and no view is ever focused by one.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    public var projectedValue: Binding { Binding(base: $value) }

    /// A property wrapper type that can read and write a value that indicates the current focus location.
    @propertyWrapper
    public struct Binding {
        let base: EaselViews.Binding<Value>

        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }

    /// Creates a Boolean focus state.
    public init() where Value == Bool {
        _value = State(initialValue: false)
    }

    /// Creates a Boolean focus state for the given technologies.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        _value = State(initialValue: false)
    }

    /// Creates an optional focus state: nil while nothing is focused.
    public init<T: Hashable>() where Value == T? {
        _value = State(initialValue: nil)
    }

    /// Creates an optional focus state for the given technologies.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        _value = State(initialValue: nil)
    }
}
