import Foundation

/// A type that you use to create custom alignment guides (LayoutRules §6).
public protocol AlignmentID {
    /// The value of the guide for a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Combines the explicit value of a container's `n`th child that has one into the container's value.
    /// The default averages the children's values (LayoutRules §4.3).
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        guard let current = parentValue else {
            parentValue = childValue
            return
        }
        parentValue = current + (childValue - current) / CGFloat(n + 1)
    }
}

/// The identity of an alignment guide, on one axis.
// Safety: immutable: two `let`s, an enum and a metatype; the metatype is only compared by identity and asked
// its static defaults, so sharing it shares no mutable state.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    package let id: any AlignmentID.Type
    package let axis: Axis

    package init(id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
    }

    package static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.axis == rhs.axis && ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    package func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    package func combine(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        id._combineExplicit(childValue: childValue, n, into: &parentValue)
    }

    package var name: String {
        let raw = String(describing: id)
        switch raw {
        case "LeadingAlignment": return "leading"
        case "TrailingAlignment": return "trailing"
        case "HorizontalCenterAlignment", "VerticalCenterAlignment": return "center"
        case "TopAlignment": return "top"
        case "BottomAlignment": return "bottom"
        case "FirstTextBaselineAlignment": return "firstTextBaseline"
        case "LastTextBaselineAlignment": return "lastTextBaseline"
        default: return raw
        }
    }
}

// The built-in guides (LayoutRules §4.3): leading 0, center w/2, trailing w; top 0, center h/2, bottom h;
// both text baselines default to the bottom edge for views without text.
//
// A container never reports an explicit value for the six frame guides: combining children's values for
// them does nothing, so a stack's leading or center is always its default. Only unary modifiers (padding,
// frames) carry a child's explicit value outward for these. [RE: OSU `AlignmentGuide.swift`, FrameAlignment]

/// The guides whose explicit values stop at containers.
protocol FrameAlignment: AlignmentID {}

extension FrameAlignment {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

enum LeadingAlignment: FrameAlignment {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignment: FrameAlignment {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}

enum TrailingAlignment: FrameAlignment {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}

enum TopAlignment: FrameAlignment {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignment: FrameAlignment {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}

enum BottomAlignment: FrameAlignment {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

enum FirstTextBaselineAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }

    /// A container's first baseline is its topmost child's (LayoutRules §4.3).
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.min(parentValue ?? childValue, childValue)
    }
}

enum LastTextBaselineAlignment: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }

    /// A container's last baseline is its bottom-most child's. LayoutRules (§4.3, Appendix B.2) records that a
    /// reimplementation takes the minimum here too and calls that suspicious; Easel takes the maximum, which
    /// is what "last" means for text. This is a guess until verified on a device.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.max(parentValue ?? childValue, childValue)
    }
}
