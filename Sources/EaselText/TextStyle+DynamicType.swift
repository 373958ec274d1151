import Foundation

extension Font.TextStyle {
    /// The point size of this style at a Dynamic Type size: the HIG table of LayoutRules §8.1, column by column
    /// from xSmall to accessibility5.
    package func pointSize(at size: DynamicTypeSize) -> CGFloat {
        let row = Font.TextStyle.allCases.firstIndex(of: self)!
        let column = DynamicTypeSize.allCases.firstIndex(of: size)!
        return Self.sizes[row * DynamicTypeSize.allCases.count + column]
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

    /// One row a style, in the order the styles are declared (`allCases`), each from xSmall to accessibility5. A
    /// flat constant rather than a dictionary keyed by style: a constant array needs no work at run time, where
    /// the dictionary was built on the process's first Text (and its key type looked up in the runtime's
    /// conformance tables).
    private static let sizes: [CGFloat] = [
        31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60,  // largeTitle
        25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58,  // title
        19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56,  // title2
        17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55,  // title3
        14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,  // headline
        12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49,  // subheadline
        14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,  // body
        13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51,  // callout
        12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44,  // footnote
        11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43,  // caption
        11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40,  // caption2
    ]
}
