@_implementationOnly import CHarfBuzz
import Foundation
import Synchronization

/// One face of a font file, opened through HarfBuzz's own OpenType functions at a scale of one unit per
/// font unit, so advances are unhinted and fractional (docs/Architecture.md, "Dependencies": `hb_ft` rounds them to whole pixels).
///
/// A face is immutable once made and HarfBuzz's immutable fonts may be shared by threads, so one face
/// serves every host. Faces are opened once per file and kept for the life of the process.
// Safety: every property is a `let` set in init, where the HarfBuzz face and font are made immutable, which
// HarfBuzz lets any number of threads share.
package final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The file, names, weight and slant, read from the open face as a descriptor reads them from the file.
    package let descriptor: FaceDescriptor
    package var path: String { descriptor.path }
    package var index: Int { descriptor.index }
    package var familyName: String { descriptor.familyName }
    package var weight: CGFloat { descriptor.weight }
    package var isItalic: Bool { descriptor.isItalic }
    package let unitsPerEm: CGFloat
    /// The face's own vertical metrics in em (ascender and descender both positive).
    package let metrics: FontMetrics
    let face: OpaquePointer
    let font: OpaquePointer

    private init?(path: String, index: Int) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard index >= 0, index < Int(hb_face_count(blob)), let face = hb_face_create(blob, UInt32(index)),
              hb_face_get_glyph_count(face) > 0
        else { return nil }
        hb_face_make_immutable(face)
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            return nil
        }
        let upem = max(hb_face_get_upem(face), 1)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.face = face
        self.font = font
        descriptor = FaceDescriptor(path: path, index: index, face: face, font: font)
        unitsPerEm = CGFloat(upem)
        metrics = Self.readMetrics(font, upem: CGFloat(upem))
        var coverage: (low: UInt64, high: UInt64) = (0, 0)
        for value in UInt32(0)..<128 where Self.nominalGlyph(font, value) != nil {
            if value < 64 { coverage.low |= 1 << value } else { coverage.high |= 1 << (value - 64) }
        }
        asciiCoverage = coverage
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// Faces are opened once per file, so one face is one object.
    package static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    package var description: String { "\(familyName) (\(URL(fileURLWithPath: path).lastPathComponent))" }

    /// The face in the file at `path`, opened once; nil when the file is missing or not a font.
    package static func load(path: String, index: Int = 0) -> FontFace? {
        let key = "\(index):\(path)"
        if let known = loaded.withLock({ $0[key] }) { return known }
        let face = FontFace(path: path, index: index)
        return loaded.withLock { faces in
            if let raced = faces[key] { return raced }
            faces[key] = face
            return face
        }
    }

    /// Never emptied: glyphs refer to their faces unretained (`ShapedGlyph`).
    private static let loaded = Mutex<[String: FontFace?]>([:])

    /// The glyph the face's character map gives the scalar, if it has one.
    package func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        Self.nominalGlyph(font, scalar.value)
    }

    /// What the font's character map gives a code point, if anything.
    private static func nominalGlyph(_ font: OpaquePointer, _ value: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, value, &glyph) != 0 ? glyph : nil
    }

    /// Shapes a short Latin word with the face's default features, once, so that HarfBuzz builds what it builds
    /// on a face's first shaping (its substitution and positioning tables' accelerators, the shape plan of Latin
    /// text) before a Text needs it. Safe beside other shaping: the face and font are immutable.
    package func prepareForShaping() {
        guard let buffer = hb_buffer_create() else { return }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, "Hamburgefonts", -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
    }

    /// Whether the face has a glyph for the scalar (through its cmap).
    package func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 128 {
            return (scalar.value < 64 ? asciiCoverage.low : asciiCoverage.high) >> (scalar.value & 63) & 1 == 1
        }
        return glyph(for: scalar) != nil
    }

    /// Which ASCII characters the face has a glyph for, a bit each, asked of the font once: shaping asks it
    /// of every character, and most interface text is ASCII.
    private let asciiCoverage: (low: UInt64, high: UInt64)

    static func tag(_ string: String) -> hb_tag_t {
        var value: hb_tag_t = 0
        for byte in string.utf8.prefix(4) { value = value << 8 | hb_tag_t(byte) }
        return value
    }

    private static func readMetrics(_ font: OpaquePointer, upem: CGFloat) -> FontMetrics {
        func position(_ tag: hb_ot_metrics_tag_t) -> CGFloat? {
            var value: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &value) != 0 ? CGFloat(value) / upem : nil
        }
        let ascender = position(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) ?? 0.8
        let descender = -(position(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER) ?? -0.2)
        var metrics = FontMetrics(
            ascender: ascender,
            descender: descender,
            leading: max(0, position(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP) ?? 0),
            capHeight: position(HB_OT_METRICS_TAG_CAP_HEIGHT) ?? ascender * 0.7,
            xHeight: position(HB_OT_METRICS_TAG_X_HEIGHT) ?? ascender * 0.5)
        // The face's own underline (its post table) and strikeout (its OS/2 table); offsets are positive upward there.
        if let offset = position(HB_OT_METRICS_TAG_UNDERLINE_OFFSET), offset < 0 { metrics.underlineOffset = -offset }
        if let size = position(HB_OT_METRICS_TAG_UNDERLINE_SIZE), size > 0 { metrics.underlineThickness = size }
        if let offset = position(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET), offset > 0 { metrics.strikeoutOffset = offset }
        if let size = position(HB_OT_METRICS_TAG_STRIKEOUT_SIZE), size > 0 { metrics.strikeoutThickness = size }
        return metrics
    }
}

/// Vertical metrics in em: multiply by a point size for points. Ascender and descender are both
/// distances from the baseline, so both are positive for ordinary fonts.
package struct FontMetrics: Hashable, Sendable {
    package var ascender: CGFloat
    package var descender: CGFloat
    package var leading: CGFloat
    package var capHeight: CGFloat
    package var xHeight: CGFloat
    /// How far below the baseline an underline's middle lies, and its thickness (em), when the face does not say:
    /// about a tenth of an em below, a twentieth thick.
    package var underlineOffset: CGFloat = 0.1
    package var underlineThickness: CGFloat = 0.05
    /// How far above the baseline a strikethrough's middle lies, and its thickness (em).
    package var strikeoutOffset: CGFloat = 0.28
    package var strikeoutThickness: CGFloat = 0.05

    /// SF Pro's proportions (1950, 494, 0, 1443 and 1078 of 2048 units), which Easel's system font uses
    /// whatever its glyphs, so line heights, baselines and text spacing match iOS (LayoutRules §8.3, §12).
    package static let systemFont = FontMetrics(
        ascender: 1950 / 2048, descender: 494 / 2048, leading: 0, capHeight: 1443 / 2048, xHeight: 1078 / 2048)

    /// Every measure multiplied by `factor`.
    package func scaled(by factor: CGFloat) -> FontMetrics {
        FontMetrics(
            ascender: ascender * factor, descender: descender * factor, leading: leading * factor,
            capHeight: capHeight * factor, xHeight: xHeight * factor)
    }
}
