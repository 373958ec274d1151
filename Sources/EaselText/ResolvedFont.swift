import Foundation

/// A font made concrete for one environment: a face, a point size and the features to shape with.
package struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    package let face: FontFace
    package let size: CGFloat
    /// Vertical metrics in em: SF Pro's proportions for the default system font, the face's own otherwise.
    package let metrics: FontMetrics
    /// Whether digits take tabular (fixed-width) forms: the OpenType `tnum` feature.
    package let usesTabularDigits: Bool
    /// Whether italics were asked for and the face has none, so a renderer slants the upright glyphs.
    package let needsSyntheticItalic: Bool
    /// Points added to each line below its descender (`Font.leading(_:)`: −2 tight, +2 loose).
    package let extraLeading: CGFloat
    /// How much wider than its own the face's glyphs are shaped and drawn (`Font.width(_:)` on the system font).
    package let widthScale: CGFloat

    package init(
        face: FontFace, size: CGFloat, metrics: FontMetrics? = nil, usesTabularDigits: Bool = false,
        needsSyntheticItalic: Bool = false, extraLeading: CGFloat = 0, widthScale: CGFloat = 1
    ) {
        self.face = face
        self.size = size
        self.metrics = metrics ?? face.metrics
        self.usesTabularDigits = usesTabularDigits
        self.needsSyntheticItalic = needsSyntheticItalic
        self.extraLeading = extraLeading
        self.widthScale = widthScale
    }

    package var description: String { "\(face.familyName) \(size)pt" }

    /// Hashes the face, the size and the two flags; the metrics and the leading are left to `==`. Fonts that
    /// are equal hash alike, and fonts of one face and size rarely differ in those, so the shaped-text cache's
    /// key hashes four values a run instead of fourteen.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(size)
        hasher.combine(usesTabularDigits)
        hasher.combine(needsSyntheticItalic)
    }

    package var ascender: CGFloat { metrics.ascender * size }
    package var descender: CGFloat { metrics.descender * size }
    package var capHeight: CGFloat { metrics.capHeight * size }
    /// What a line needs below its baseline: the descender and the font's line gap, with `Font.leading(_:)`'s
    /// adjustment.
    package var lineDescent: CGFloat {
        let descent = (metrics.descender + metrics.leading) * size
        return extraLeading == 0 ? descent : descent + extraLeading
    }
    /// Ascender plus descender plus the font's line gap: one line's height before rounding (LayoutRules §7).
    package var lineHeight: CGFloat { ascender + lineDescent }
}

/// What a font resolved to, and what went wrong on the way (an unknown custom font, a missing system font).
package struct FontResolution: Sendable {
    package var font: ResolvedFont?
    package var problem: String?
}

extension Font {
    /// The point size this font has at a Dynamic Type size (LayoutRules §8.1: text styles and custom fonts
    /// relative to one scale with it; `.system(size:)` and fixed custom sizes do not).
    package func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let size: CGFloat
        switch base {
        case let .textStyle(style, _, _):
            size = style.pointSize(at: dynamicTypeSize)
        case let .system(points, _, _):
            size = points
        case let .custom(_, points, relativeTo):
            guard let style = relativeTo else {
                size = points
                break
            }
            size = points * style.pointSize(at: dynamicTypeSize) / style.pointSize(at: .large)
        }
        return sizeScale == 1 ? size : size * sizeScale
    }

    /// The weight the font asks for: an explicit `.weight(_:)`, else `.bold()`'s emphasized weight, else the
    /// style's or the constructor's weight, else regular.
    package var resolvedWeight: Weight {
        if let weightOverride { return weightOverride }
        switch base {
        case let .textStyle(style, _, weight):
            return isBold ? style.emphasizedWeight : weight ?? style.weight
        case let .system(_, weight, _):
            return isBold ? .bold : weight ?? .regular
        case .custom:
            return isBold ? .bold : .regular
        }
    }

    private var design: Design {
        if isMonospaced { return .monospaced }
        switch base {
        case let .textStyle(_, design, _), let .system(_, _, design): return design ?? .default
        case .custom: return .default
        }
    }

    /// Resolves the font at a Dynamic Type size. A custom name no font answers to falls back to the system
    /// font with a problem to report; so does a missing system font, to whatever fontconfig offers.
    package func resolve(at dynamicTypeSize: DynamicTypeSize) -> FontResolution {
        let asked = pointSize(at: dynamicTypeSize)
        let size = asked.isFinite ? Swift.max(0, asked) : 17
        let weight = resolvedWeight.value
        var problem: String?
        if !(asked.isFinite && asked >= 0) {
            problem = "A font size of \(asked) points is not a size; \(size == 0 ? "0 is used, so the text is not seen" : "17 (body) is used"). "
                + "Pass a finite size of 0 or more to Font.system(size:) or Font.custom(_:size:)."
        }
        if case let .custom(name, _, _) = base {
            let faces = FontLibrary.faces(ofFamily: name)
            if let face = FontLibrary.bestFace(in: faces, weight: weight, italic: isItalic) {
                return FontResolution(font: make(face, size: size, metrics: nil), problem: problem)
            }
            problem = (problem.map { $0 + " " } ?? "") + "No font named \"\(name)\" is registered or installed; the system font stands in. "
                + "Register the file with FontLibrary.register(fileAt:)."
        }
        switch design {
        case .serif, .monospaced:
            // Inter has neither; the machine's serif or monospaced family stands in.
            let family = design == .serif ? "DejaVu Serif" : "DejaVu Sans Mono"
            if let face = FontLibrary.bestFace(in: FontLibrary.faces(ofFamily: family), weight: weight, italic: isItalic) {
                return FontResolution(font: make(face, size: size, metrics: nil), problem: problem)
            }
        case .default, .rounded:
            break
        }
        let system = FontLibrary.systemFaces(size: size)
        if let face = FontLibrary.bestFace(in: system.faces, weight: weight, italic: isItalic) {
            // The system font alone has widths.
            return FontResolution(
                font: make(
                    face, size: size, metrics: system.usesMetricsOfSFPro ? .systemFont : nil,
                    widthScale: widthOverride?.horizontalScale ?? 1),
                problem: problem)
        }
        let stand = FontLibrary.fallbackFace(for: "a")
        return FontResolution(
            font: stand.map { make($0, size: size, metrics: .systemFont) },
            problem: "The system font (Inter, Debian package fonts-inter) is not installed; "
                + (stand.map { "\($0.familyName) stands in." } ?? "no font was found, so text has no glyphs."))
    }

    private func make(_ face: FontFace, size: CGFloat, metrics: FontMetrics?, widthScale: CGFloat = 1) -> ResolvedFont {
        ResolvedFont(
            face: face, size: size, metrics: metrics, usesTabularDigits: usesMonospacedDigits,
            needsSyntheticItalic: isItalic && !face.isItalic, extraLeading: extraLeading, widthScale: widthScale)
    }

    /// `leading(_:)`'s points a line: 2, as Apple documents for every platform but watchOS; none for a custom font.
    private var extraLeading: CGFloat {
        if case .custom = base { return 0 }
        switch leading {
        case .standard: return 0
        case .tight: return -2
        case .loose: return 2
        }
    }
}
