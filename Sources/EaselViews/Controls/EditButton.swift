import EaselLayout
import Foundation

/// A mode that indicates whether the user can edit a view's content.
public enum EditMode: Sendable, Hashable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with this environment: a
    /// navigation stack gives its pages one; nil elsewhere unless set.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the edit mode environment value: "Edit", or "Done" (semibold) while editing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an Edit button instance.
    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        let binding = editMode
        return Button {
            binding?.wrappedValue = editing ? .inactive : .active
        } label: {
            if editing { Text("Done").fontWeight(.semibold) } else { Text("Edit") }
        }
    }
}
