@_implementationOnly import CHarfBuzz
import Foundation
import Synchronization

/// SF Symbols by name, drawn with Google's Material Icons (Debian `fonts-material-design-icons-iconfont`,
/// Apache-2.0), since SF Symbols exist only on Apple's systems (LayoutRules §12).
///
/// A name maps to a Material icon, whose glyph the font's ligatures find; the glyph's private-use code
/// point lets the symbol sit inside text as one character.
package enum SymbolCatalog {
    static let fontPath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// A symbol's side, in points, relative to its font's point size. SF Symbols at the medium scale are
    /// a little larger than the capitals beside them; 1.2 em is Easel's estimate (docs/Decisions.md).
    package static let sizeRelativeToFont: CGFloat = 1.2

    /// A resolved symbol: the face that draws it and the character that selects its glyph.
    package struct Symbol: Sendable {
        package let face: FontFace
        package let scalar: Unicode.Scalar

        /// A font for this symbol beside text in `font`: the symbol's size, and vertical metrics scaled so
        /// that its line is exactly as tall as the text's.
        package func font(besideTextIn font: ResolvedFont) -> ResolvedFont {
            let size = font.size * SymbolCatalog.sizeRelativeToFont
            let ratio = font.size / max(size, .leastNonzeroMagnitude)
            return ResolvedFont(face: face, size: size, metrics: font.metrics.scaled(by: ratio))
        }
    }

    /// The symbol for an SF Symbol name, or nil when Easel knows no stand-in for it (or the icon font is
    /// not installed).
    package static func symbol(named name: String) -> Symbol? {
        guard let material = materialNames[name] ?? materialNames[name.replacingOccurrences(of: ".fill", with: "")],
              let face = FontFace.load(path: fontPath),
              let scalar = scalar(forLigature: material, in: face)
        else { return nil }
        return Symbol(face: face, scalar: scalar)
    }

    private static let scalars = Mutex<[String: Unicode.Scalar?]>([:])

    /// The private-use character of the glyph the font's ligature makes of `name`.
    private static func scalar(forLigature name: String, in face: FontFace) -> Unicode.Scalar? {
        if let known: Unicode.Scalar? = scalars.withLock({ $0[name] }) { return known }
        var found: Unicode.Scalar?
        if let buffer = hb_buffer_create() {
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, name, Int32(name.utf8.count), 0, Int32(name.utf8.count))
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(face.font, buffer, nil, 0)
            var count: UInt32 = 0
            if let infos = hb_buffer_get_glyph_infos(buffer, &count), count == 1 {
                let glyph = infos[0].codepoint
                for value in UInt32(0xE000)...0xF8FF {
                    var candidate: hb_codepoint_t = 0
                    if hb_font_get_nominal_glyph(face.font, value, &candidate) != 0, candidate == glyph {
                        found = Unicode.Scalar(value)
                        break
                    }
                }
            }
        }
        scalars.withLock { $0[name] = found }
        return found
    }

    /// Common SF Symbol names and the Material icon that stands in for each. A name ending in ".fill"
    /// without an entry of its own uses its outline entry.
    static let materialNames: [String: String] = [
        "star": "star_border", "star.fill": "star", "star.leadinghalf.filled": "star_half",
        "heart": "favorite_border", "heart.fill": "favorite",
        "person": "person_outline", "person.fill": "person", "person.circle": "account_circle",
        "person.2": "group", "gear": "settings", "gearshape": "settings", "house": "home",
        "magnifyingglass": "search", "plus": "add", "minus": "remove", "xmark": "close", "checkmark": "check",
        "trash": "delete", "pencil": "edit", "square.and.pencil": "create", "square.and.arrow.up": "ios_share",
        "square.and.arrow.down": "download", "chevron.right": "chevron_right", "chevron.left": "chevron_left",
        "chevron.backward": "arrow_back_ios_new", "chevron.forward": "arrow_forward_ios",
        "chevron.down": "expand_more", "chevron.up": "expand_less", "arrow.right": "arrow_forward",
        "arrow.left": "arrow_back", "arrow.up": "arrow_upward", "arrow.down": "arrow_downward",
        "arrow.clockwise": "refresh", "bell": "notifications_none", "bell.fill": "notifications",
        "envelope": "mail_outline", "envelope.fill": "mail", "phone": "phone", "calendar": "calendar_today",
        "clock": "access_time", "timer": "timer", "alarm": "alarm", "info.circle": "info_outline",
        "info.circle.fill": "info", "exclamationmark.triangle": "warning", "exclamationmark.circle": "error_outline",
        "questionmark.circle": "help_outline", "camera": "photo_camera", "photo": "photo",
        "play": "play_arrow", "table": "table_chart", "pause": "pause", "stop": "stop", "forward": "fast_forward",
        "backward": "fast_rewind", "speaker.wave.2": "volume_up", "lock": "lock_outline", "lock.fill": "lock",
        "lock.open": "lock_open", "cart": "shopping_cart", "bookmark": "bookmark_border", "bookmark.fill": "bookmark",
        "flag": "outlined_flag", "flag.fill": "flag", "globe": "public", "map": "map", "location": "near_me",
        "mappin": "place", "list.bullet": "list", "line.3.horizontal": "menu",
        "line.3.horizontal.decrease": "filter_list", "arrow.up.arrow.down": "sort", "ellipsis": "more_horiz",
        "circle": "radio_button_unchecked", "checkmark.circle": "check_circle_outline",
        "checkmark.circle.fill": "check_circle", "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel",
        "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle", "hand.thumbsup": "thumb_up",
        "paperplane": "send", "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble",
        "tray": "inbox", "doc": "insert_drive_file", "doc.text": "description", "folder": "folder_open",
        "folder.fill": "folder", "link": "link", "paperclip": "attach_file", "wifi": "wifi",
        "battery.100": "battery_full", "music.note": "music_note", "headphones": "headset", "chevron.up.chevron.down": "unfold_more", "play.circle": "play_circle_outline",
        "play.circle.fill": "play_circle_filled", "figure.walk": "directions_walk",
        "square.grid.2x2.fill": "apps", "mic": "mic_none", "mic.fill": "mic",
        "video": "videocam", "eye": "visibility", "eye.slash": "visibility_off", "gift": "card_giftcard",
        "shield": "shield", "lock.shield": "security", "tag": "local_offer", "printer": "print",
        "keyboard": "keyboard", "cloud": "cloud_queue", "cloud.fill": "cloud", "sun.max": "wb_sunny",
        "moon": "brightness_2", "flame": "whatshot", "bolt": "bolt", "sparkles": "auto_awesome",
        "square.grid.2x2": "grid_view", "app": "apps",
    ]
}
