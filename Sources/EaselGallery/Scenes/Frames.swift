import Easel
import Foundation

private let chapter = "Size-limiting frames"

/// ⚠️ The tutorial's first attempt: the frame takes its maximum height even for a short title.
struct LimitedTitleAttempt: View {
    @ObservedObject var character: Character

    var body: some View {
        HStack {
            Image(character.imageName)
            Text(character.title)
                .frame(maxHeight: 200)
        }
    }
}

/// The fix: fixing the frame's height at its ideal size, the title's own height up to 200.
struct LimitedTitle: View {
    @ObservedObject var character: Character

    var body: some View {
        HStack {
            Image(character.imageName)
            Text(character.title)
                .frame(maxHeight: 200)
                .fixedSize(horizontal: false, vertical: true)
        }
    }
}

extension Gallery {
    static let frameScenes: [GalleryScene] = [
        GalleryScene(
            "size-limit-attempt-short", "frame(maxHeight:) with a short title", chapter: chapter, height: 400,
            caption: "⚠️ Offered 400 points of height, the frame is not layout-neutral: it chooses its maximum, 200, so the brawler's row is 200 tall."
        ) {
            LimitedTitleAttempt(character: .brawler).border(Color.gray)
        },
        GalleryScene(
            "size-limit-attempt-long", "frame(maxHeight:) with a long title", chapter: chapter, height: 400,
            caption: "The dragoon's long title flows over as many lines as fit in 200 points, then is truncated."
        ) {
            LimitedTitleAttempt(character: .dragoon).border(Color.gray)
        },
        GalleryScene(
            "size-limit-short", "fixedSize(vertical:) with a short title", chapter: chapter, height: 400,
            caption: "fixedSize(horizontal: false, vertical: true) after the frame fixes its height at its ideal, the title's own height: the row is as tall as the portrait."
        ) {
            LimitedTitle(character: .brawler).border(Color.gray)
        },
        GalleryScene(
            "size-limit-long", "fixedSize(vertical:) with a long title", chapter: chapter, height: 400,
            caption: "The long title is still limited to 200 points."
        ) {
            LimitedTitle(character: .dragoon).border(Color.gray)
        },
    ]
}
