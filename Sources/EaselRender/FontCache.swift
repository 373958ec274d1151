@_implementationOnly import CCairo
import Foundation
import Synchronization

/// Cairo font faces for the font files text was shaped with, opened through FreeType once per process.
///
/// Hinting is off (docs/Architecture.md, "Dependencies": so raster and layout agree): glyphs sit exactly where HarfBuzz's unhinted
/// advances put them, at any scale.
enum FontCache {
    // Safety: the FreeType library and faces are touched only inside `state`'s Mutex and never freed; Cairo locks
    // each FT_Face it wraps when it uses it.
    private struct State: @unchecked Sendable {
        var library: FT_Library?
        var faces: [String: OpaquePointer?] = [:]
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

    /// The Cairo face for a face of a font file, or nil when FreeType cannot open it.
    static func face(path: String, index: Int) -> OpaquePointer? {
        let key = "\(index):\(path)"
        return state.withLock { state in
            if let known = state.faces[key] { return known }
            if state.library == nil {
                var library: FT_Library?
                guard FT_Init_FreeType(&library) == 0 else { return nil }
                state.library = library
            }
            var face: FT_Face?
            var made: OpaquePointer?
            if FT_New_Face(state.library, path, index, &face) == 0, let face {
                // Color bitmaps (emoji) load in color; outlines load unhinted.
                let flags = Int32(FT_LOAD_NO_HINTING) | Int32(1 << 20)  // FT_LOAD_COLOR
                made = cairo_ft_font_face_create_for_ft_face(face, flags)
            }
            // Faces live as long as the process, like the shaping faces they mirror.
            state.faces[key] = made
            return made
        }
    }
}
