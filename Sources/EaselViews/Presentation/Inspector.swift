import EaselGraphics
import EaselLayout
import Foundation

extension View {
    /// Inserts an inspector: in a horizontally compact size class (every iPhone) a sheet presented while
    /// `isPresented` is true; in a regular one (iPad) a trailing column beside this view, 320 points wide unless its
    /// content sets `inspectorColumnWidth`, after a hairline separator.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        InspectorContainer(base: self, isPresented: isPresented, inspector: content())
    }

    /// Sets a fixed width for the inspector containing this view when it is shown as a trailing column.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        preference(key: InspectorColumnWidthKey.self, value: width.isFinite && width > 0 ? width : nil)
    }

    /// Sets a flexible width for the inspector containing this view when it is shown as a trailing column: Easel
    /// shows it at its ideal width, within the bounds.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        var width = ideal
        if let max, max.isFinite { width = Swift.min(width, max) }
        if let min, min.isFinite { width = Swift.max(width, min) }
        return inspectorColumnWidth(width)
    }
}

/// The width an inspector's content asks for its column.
struct InspectorColumnWidthKey: PreferenceKey {
    static var defaultValue: CGFloat? { nil }
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { value = value ?? nextValue() }
}

struct InspectorContainer<Base: View, Inspector: View>: View {
    let base: Base
    let isPresented: Binding<Bool>
    let inspector: Inspector
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.pixelLength) private var hairline
    @State private var columnWidth: CGFloat?

    /// The column's width when its content does not say (Easel's reading of iPadOS 17).
    static var defaultColumnWidth: CGFloat { 320 }

    var body: some View {
        if sizeClass == .regular {
            HStack(spacing: 0) {
                base.frame(maxWidth: .infinity, maxHeight: .infinity)
                if isPresented.wrappedValue {
                    Rectangle().fill(Color.separator).frame(width: hairline)
                    inspector
                        .frame(width: columnWidth ?? Self.defaultColumnWidth)
                        .frame(maxHeight: .infinity)
                        .onPreferenceChange(InspectorColumnWidthKey.self) { columnWidth = $0 }
                        .accessibilityIdentifier("Inspector.column")
                }
            }
        } else {
            base.sheet(isPresented: isPresented) { inspector }
        }
    }
}

/// A type that defines the text selection behavior of views.
public protocol TextSelectability {
    /// Whether text in views of this selectability can be selected.
    static var allowsSelection: Bool { get }
}

/// A selectability value that makes text selectable.
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// A selectability value that makes text unselectable.
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// A selectability value that enables text selection by a person using your app.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// A selectability value that disables text selection by the person using your app.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Controls whether people can select text within this view. Selecting is a long press and a menu on iOS, which
    /// a picture never shows: Easel keeps the setting and draws the text as it is.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection)
    }
}

private struct AllowsTextSelectionKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether `textSelection(.enabled)` made text here selectable.
    package var allowsTextSelection: Bool {
        get { self[AllowsTextSelectionKey.self] }
        set { self[AllowsTextSelectionKey.self] = newValue }
    }
}
