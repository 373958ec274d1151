import Foundation

/// A Dynamic Type size, which specifies how large scalable content should be (LayoutRules §8.1).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The UIKit-era category with the same meaning (LayoutRules §8.1: xSmall = extraSmall, accessibility1 =
    /// accessibilityMedium, and so on).
    package var sizeCategory: ContentSizeCategory {
        ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: self)!]
    }
}

/// The sizes that you can specify for content (the older name of ``DynamicTypeSize``).
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    package var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self)!]
    }
}
