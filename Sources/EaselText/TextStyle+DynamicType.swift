import Foundation

extension Font.TextStyle {
    /// The point size of this style at a Dynamic Type size: the HIG table of LayoutRules §8.1, column by column
    /// from xSmall to accessibility5.
    package func pointSize(at size: DynamicTypeSize) -> CGFloat {
        let column = DynamicTypeSize.allCases.firstIndex(of: size)!
        return Self.sizes[self]![column]
    }

    /// The style's weight: Headline is Semibold, every other style Regular (LayoutRules §8.1).
    package var weight: Font.Weight { self == .headline ? .semibold : .regular }

    /// The weight `.bold()` gives the style: the titles go to Bold, the others to Semibold (LayoutRules §8.1).
    package var emphasizedWeight: Font.Weight {
        switch self {
        case .largeTitle, .title, .title2: .bold
        default: .semibold
        }
    }

    private static let sizes: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
