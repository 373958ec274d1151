import Foundation

/// One glyph of a shaped paragraph, positioned relative to the pen.
package struct ShapedGlyph: Sendable {
    package var id: UInt32
    package var cluster: Int32
    /// The face that draws the glyph, held unretained: a face is opened once and kept for the process
    /// (`FontFace.load`), so it outlives every glyph, and a glyph is plain data to copy and free.
    // Safety: `FontFace.load` is the only way a face is made, and its table never lets one go.
    private var unretainedFace: Unmanaged<FontFace>
    package var advance: CGFloat
    package var offset: CGPoint

    package var face: FontFace { unretainedFace.takeUnretainedValue() }

    init(id: UInt32, cluster: Int32, face: FontFace, advance: CGFloat, offset: CGPoint) {
        self.id = id
        self.cluster = cluster
        unretainedFace = .passUnretained(face)
        self.advance = advance
        self.offset = offset
    }
}
