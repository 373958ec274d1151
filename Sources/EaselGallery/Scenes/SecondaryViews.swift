import Easel
import Foundation

private let chapter = "Secondary views"

extension Gallery {
    static let secondaryViewScenes: [GalleryScene] = [
        GalleryScene(
            "text-size", "A view chooses its own size", chapter: "Views choose their own sizes",
            caption: "Text has exactly the bounds its string needs; a 200×200 frame is a new view that centers the text inside it."
        ) {
            VStack(spacing: 24) {
                Text("Nogitsune Takeshi").font(.title).border(Color.green)
                Text("Nogitsune Takeshi").font(.title).border(Color.green).frame(width: 200, height: 200).border(Color.red)
            }
        },
        GalleryScene(
            "secondary-background", "A background takes the size of its view", chapter: chapter,
            caption: "The secondary view is proposed the size the text chose; Color fills exactly that."
        ) {
            Text("Hasty River")
                .font(.title)
                .background(Color.yellow)
        },
        GalleryScene(
            "secondary-oversized", "An oversized background spills over", chapter: chapter,
            caption: "The portrait is larger than the text it is attached to; it overflows without changing the text's frame, and the VStack ignores it."
        ) {
            VStack {
                Text("My Character")
                    .font(.caption)
                Text("Hasty River")
                    .font(.title)
                    .background(Image("rogue"))
                Text("Rogue")
            }
            .padding(.vertical, 40)
        },
        GalleryScene(
            "zstack-secondary", "ZStack as a secondary view", chapter: chapter,
            caption: "A color with layout priority −1 is proposed the stack's size, which only the text decides: the same result as .background(Color.yellow)."
        ) {
            ZStack {
                Color.yellow
                    .layoutPriority(-1)
                Text("Hasty River")
                    .font(.title)
            }
        },
        GalleryScene(
            "borders", "Borders draw over their view", chapter: "Borders",
            caption: "A border is an overlay: it adds no space. Padding first puts it around the text; the last one is red 1 + yellow 3 + red 1 = 5 points."
        ) {
            VStack(spacing: 16) {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .border(Color.yellow)
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .border(Color.yellow, width: 4)
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .padding(4)
                    .border(Color.yellow, width: 4)
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .border(Color.red)
                    .padding(4)
                    .border(Color.yellow, width: 4)
                    .border(Color.red)
            }
        },
        GalleryScene(
            "padding", "Padding wraps its view", chapter: "Padding",
            caption: "The default padding is 16 points. In a 200×200 frame the text is proposed 168×168, wraps onto two lines, and the padding stays tight around it, centered."
        ) {
            VStack(spacing: 16) {
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .padding()
                    .border(Color.green)
                Text("Nogitsune Takeshi")
                    .font(.title)
                    .padding()
                    .border(Color.green)
                    .frame(width: 200, height: 200)
                    .border(Color.red)
            }
        },
    ]
}
