import Easel
import Foundation

private let chapter = "GeometryReader"

/// An image at most half the reader's size, keeping its aspect ratio, centered.
struct HalfSizeImage: View {
    var body: some View {
        GeometryReader { g in
            ZStack {
                Image("barbarian")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(maxWidth: g.size.width / 2, maxHeight: g.size.height / 2)
            }
            .frame(width: g.size.width, height: g.size.height)
        }
    }
}

/// An overlay drawn over the bottom half of an image, sized by a GeometryReader in the overlay.
struct OverlaidImage: View {
    var body: some View {
        Image("barbarian")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .overlay(OverlayView())
    }
}

struct OverlayView: View {
    var body: some View {
        GeometryReader { g in
            Image("overlay")
                .resizable()
                .frame(width: g.size.width, height: g.size.height / 2)
                .position(x: g.size.width / 2, y: g.size.height * 3 / 4)
        }
    }
}

/// The same, with the reader a lower-priority child of a ZStack.
struct StackedOverlaidImage: View {
    var body: some View {
        ZStack {
            GeometryReader { g in
                Image("overlay")
                    .resizable()
                    .frame(width: g.size.width, height: g.size.height / 2)
                    .position(x: g.size.width / 2, y: g.size.height * 3 / 4)
            }
            .layoutPriority(-1)
            Image("barbarian")
                .resizable()
                .aspectRatio(contentMode: .fit)
        }
    }
}

extension Gallery {
    static let geometryScenes: [GalleryScene] = [
        GalleryScene(
            "geometry-half", "An image at half the reader's size", chapter: chapter, width: 360, height: 240,
            caption: "The reader takes the 360×240 it is offered; the portrait fits in at most 180×120 and a full-size ZStack centers it."
        ) {
            HalfSizeImage().border(Color.gray)
        },
        GalleryScene(
            "geometry-overlay", "GeometryReader in an overlay", chapter: chapter, width: 200, height: 300,
            caption: "In a secondary view the reader is proposed the portrait's size, so the nameplate covers exactly its bottom half. (The tutorial's .position(y: g.size.height / 2) leaves x at 0 and centers the plate; here it is placed at the bottom half's center, as the text intends.)"
        ) {
            OverlaidImage()
        },
        GalleryScene(
            "geometry-zstack", "GeometryReader at lower priority in a ZStack", chapter: chapter, width: 200, height: 300,
            caption: "With priority −1 the reader is proposed the size the portrait chose: the same picture as the overlay."
        ) {
            StackedOverlaidImage()
        },
        GalleryScene(
            "font-sized-images", "Font-sized images", chapter: "Font-sized images",
            caption: "A hidden \"M\" in the title font sizes the portrait overlaid on it, so the image grows with Dynamic Type."
        ) {
            VStack(alignment: .leading, spacing: 8) {
                ForEach([Character.rogue, .brawler, .barbarian], id: \.name) { character in
                    FontSizedPortrait(character: character)
                }
            }
        },
    ]
}

struct FontSizedPortrait: View {
    @ObservedObject var character: Character

    var body: some View {
        HStack {
            Text("M")
                .hidden()
                .overlay(
                    Image(character.imageName)
                        .resizable()
                        .aspectRatio(contentMode: .fit))
            Text(character.name)
        }
        .font(.title)
    }
}
