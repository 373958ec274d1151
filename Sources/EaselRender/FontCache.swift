@_implementationOnly import CCairo
import Foundation
import Synchronization

/// Cairo font faces for the font files text was shaped with, opened through FreeType once per process.
///
/// Hinting is off (docs/Architecture.md, "Dependencies": so raster and layout agree): glyphs sit exactly where HarfBuzz's unhinted
/// advances put them, at any scale.
///
/// Cairo marks a font face as failed, for good, when one scaled font made from it fails (FreeType refuses a size,
/// say), and then draws no text with it anywhere in the process. A face found failed is therefore made again from
/// its FreeType face, and text too large for FreeType is drawn as outlines (`CairoDrawer.drawGlyphs`), so one bad
/// render cannot take the text out of every later one.
enum FontCache {
    // Safety: the FreeType library and faces are touched only inside `state`'s Mutex and never freed; Cairo locks
    // each FT_Face it wraps when it uses it.
    private struct State: @unchecked Sendable {
        var library: FT_Library?
        /// Per file and index: the FreeType face (nil when it cannot be opened) and the Cairo face made from it.
        var faces: [String: (freeType: FT_Face?, cairo: OpaquePointer?)] = [:]
    }

    private static let state = Mutex(State())

    /// Font options for every run: no hinting of outlines or metrics, grayscale antialiasing.
    // Safety: made once by the static's thread-safe lazy initializer and never changed; Cairo only copies it.
    nonisolated(unsafe) static let options: OpaquePointer? = {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        return options
    }()

    /// Color bitmaps (emoji) load in color; outlines load unhinted.
    private static let loadFlags = Int32(FT_LOAD_NO_HINTING) | Int32(1 << 20)  // FT_LOAD_COLOR

    /// The Cairo face for a face of a font file, or nil when FreeType cannot open it. A face Cairo has marked as
    /// failed is replaced by a new one made from the same FreeType face (Cairo abandons a failed face when asked
    /// for one with the same options).
    static func face(path: String, index: Int) -> (cairo: OpaquePointer, isColor: Bool)? {
        let key = "\(index):\(path)"
        return state.withLock { state in
            // FT_FACE_FLAG_COLOR: the face draws color glyphs (emoji bitmaps).
            func found(_ cairo: OpaquePointer?, _ freeType: FT_Face?) -> (cairo: OpaquePointer, isColor: Bool)? {
                guard let cairo, let freeType else { return nil }
                return (cairo, freeType.pointee.face_flags & (1 << 14) != 0)
            }
            if let known = state.faces[key] {
                guard let cairo = known.cairo, let freeType = known.freeType else { return nil }
                if cairo_font_face_status(cairo) == CAIRO_STATUS_SUCCESS { return found(cairo, freeType) }
                // Other threads drawing with the failed face hold references of their own.
                cairo_font_face_destroy(cairo)
                let remade = cairo_ft_font_face_create_for_ft_face(freeType, loadFlags)
                state.faces[key] = (freeType, remade)
                return found(remade, freeType)
            }
            if state.library == nil {
                var library: FT_Library?
                guard FT_Init_FreeType(&library) == 0 else { return nil }
                state.library = library
            }
            var face: FT_Face?
            var made: OpaquePointer?
            if FT_New_Face(state.library, path, index, &face) == 0, let face {
                made = cairo_ft_font_face_create_for_ft_face(face, loadFlags)
            }
            // Faces live as long as the process, like the shaping faces they mirror.
            state.faces[key] = (face, made)
            return found(made, face)
        }
    }

    /// The largest em, in device pixels, drawn through Cairo's glyph masks; larger text is filled as outlines
    /// (color glyphs are drawn at this size and scaled up). Cairo keeps the masks of recently used sizes for the
    /// life of the process, by count, not by bytes: 60 emoji renders at 1,000 to 2,000 pixels an em held over a
    /// gigabyte. At 256 pixels a mask is at most 64 KB (256 KB in color), as in browsers' glyph caches; and
    /// FreeType refuses sizes far above (at about 1.7 million pixels it fails, which once made Cairo stop drawing
    /// the face).
    static let largestMaskEm: Double = 256

    /// The largest em, in device pixels, drawn at all: a glyph's outline must fit Cairo's 24.8 fixed-point device
    /// coordinates (±2^23 pixels) with room for its extent beyond the em.
    static let largestOutlineEm: Double = 2_097_152  // 2^21

    /// The largest em, in device pixels, drawn inside a shadow or a filter (see `CairoDrawer.drawGlyphs`): 16
    /// times the largest mask, well past any canvas Easel renders (16,384 pixels a side).
    static let largestRecordedEm: Double = 16_384

    /// The em at which outlines of oversized text are taken from FreeType before they are scaled up.
    static let outlineEm: Double = 256
}
