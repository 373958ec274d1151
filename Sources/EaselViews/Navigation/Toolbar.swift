import EaselLayout
import Foundation

/// Conforming types represent items that can be placed in various locations in a toolbar.
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent

    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Body { get }

    /// Adds this content's items to `items`. Not for use by apps: toolbar content made of other content
    /// inherits it.
    static func _makeToolbarItems(content: Self, path: String, items: inout [ToolbarItemInfo])
}

extension ToolbarContent {
    public static func _makeToolbarItems(content: Self, path: String, items: inout [ToolbarItemInfo]) {
        Body._makeToolbarItems(content: content.body, path: path + "/" + ViewTypeName.of(Self.self), items: &items)
    }
}

/// Conforming types represent items that can be placed in various locations in a customizable toolbar.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// One item a toolbar declared: where it goes and the view it shows. Not for use by apps.
public struct ToolbarItemInfo {
    let placement: ToolbarItemPlacement
    let id: String
    let content: AnyView
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    let identifier: ID
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { fatalError("ToolbarItem has no body") }

    public static func _makeToolbarItems(content: Self, path: String, items: inout [ToolbarItemInfo]) {
        let id = (content.identifier as? String) ?? "\(path)#\(items.count)"
        items.append(ToolbarItemInfo(placement: content.placement, id: id, content: AnyView(content.content)))
    }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        identifier = ()
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// Creates a toolbar item with the specified placement, content, and an identifier.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        identifier = id
        self.placement = placement
        self.content = content()
    }

    /// Creates a toolbar item with the specified placement, content, an identifier, and whether it shows by default.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        identifier = id
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: Identifiable where ID: Hashable {
    public var id: ID { identifier }
}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or navigation bar.
///
/// Each view of the group is one item at the group's placement (a `Spacer` between them spreads them in a
/// bottom bar).
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { fatalError("ToolbarItemGroup has no body") }

    public static func _makeToolbarItems(content: Self, path: String, items: inout [ToolbarItemInfo]) {
        items.append(ToolbarItemInfo(placement: content.placement, id: "\(path)#\(items.count)", content: AnyView(content.content)))
    }
}

/// Toolbar content made of several pieces, in order. Not for use by apps.
public struct _ToolbarContentTuple<each Content: ToolbarContent>: ToolbarContent {
    public typealias Body = Never
    let content: (repeat each Content)

    public var body: Never { fatalError("toolbar content tuples have no body") }

    public static func _makeToolbarItems(content: Self, path: String, items: inout [ToolbarItemInfo]) {
        var index = 0
        func add<C: ToolbarContent>(_ piece: C) {
            C._makeToolbarItems(content: piece, path: path + "/\(index)", items: &items)
            index += 1
        }
        repeat add(each content.content)
    }
}

extension _ToolbarContentTuple: CustomizableToolbarContent where repeat each Content: CustomizableToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError("optional toolbar content has no body") }

    public static func _makeToolbarItems(content: Self, path: String, items: inout [ToolbarItemInfo]) {
        if let content { Wrapped._makeToolbarItems(content: content, path: path + "/if", items: &items) }
    }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { fatalError("conditional toolbar content has no body") }

    public static func _makeToolbarItems(content: Self, path: String, items: inout [ToolbarItemInfo]) {
        switch content.storage {
        case .trueContent(let piece): TrueContent._makeToolbarItems(content: piece, path: path + "/if", items: &items)
        case .falseContent(let piece): FalseContent._makeToolbarItems(content: piece, path: path + "/else", items: &items)
        }
    }
}

extension _ConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

/// Toolbar content of a type known only when it runs (an `if #available` in a toolbar builder).
public struct _AnyToolbarContent: ToolbarContent {
    public typealias Body = Never
    let make: (String, inout [ToolbarItemInfo]) -> Void

    init<C: ToolbarContent>(_ content: C) {
        make = { path, items in C._makeToolbarItems(content: content, path: path, items: &items) }
    }

    public var body: Never { fatalError("type-erased toolbar content has no body") }

    public static func _makeToolbarItems(content: Self, path: String, items: inout [ToolbarItemInfo]) {
        content.make(path, &items)
    }
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _ToolbarContentTuple<repeat each Content> {
        _ToolbarContentTuple(content: (repeat each content))
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> _AnyToolbarContent {
        _AnyToolbarContent(content)
    }
}

/// A structure that defines the placement of a toolbar item.
public struct ToolbarItemPlacement: Sendable, Equatable {
    let name: String

    /// The system places the item automatically: in a navigation bar on iOS, at its trailing end.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The item is placed in the center of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The item represents a navigation action: at the leading end of the bar.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The item represents a primary action: at the trailing end of the bar.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// The item represents a secondary action.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// The item represents a change in status: centered in the bottom toolbar.
    public static let status = ToolbarItemPlacement(name: "status")
    /// The item represents a confirmation action for a modal interface: trailing, in the semibold font.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// The item represents a cancellation action for a modal interface: leading.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// The item represents a destructive action for a modal interface.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// The item is placed in the keyboard section (Easel draws no keyboard, so it is not shown).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// Places the item in the leading edge of the top bar.
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarLeading") }
    /// Places the item in the trailing edge of the top bar.
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarTrailing") }
    /// Places the item in the leading edge of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// Places the item in the trailing edge of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")

    /// Where a navigation bar on iPhone puts an item of this placement.
    enum Slot { case leading, principal, trailing, bottom, hidden }

    var slot: Slot {
        switch name {
        case "topBarLeading", "navigation", "cancellationAction": .leading
        case "principal": .principal
        case "bottomBar", "status": .bottom
        case "keyboard": .hidden
        default: .trailing
        }
    }
}

/// The placement of a bar that a toolbar modifier acts on.
public struct ToolbarPlacement: Sendable, Equatable {
    let name: String

    public static var automatic: ToolbarPlacement { ToolbarPlacement(name: "automatic") }
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement(name: "bottomBar") }
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(name: "navigationBar") }
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(name: "tabBar") }
}

/// A group of toolbar content (`Group { if showsShare { ToolbarItem … } }`): its items, as if declared in its place.
extension Group: ToolbarContent where Content: ToolbarContent {
    /// Creates a group of toolbar content.
    public init(@ToolbarContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("Group has no body") }

    public static func _makeToolbarItems(content: Self, path: String, items: inout [ToolbarItemInfo]) {
        Content._makeToolbarItems(content: content.content, path: path + "/Group", items: &items)
    }
}
