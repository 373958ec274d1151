import Easel
import Foundation

private let chapter = "Secondary views in practice"

/// The hit point bar as the tutorial finishes it: text sized by the font, as wide as its parent allows,
/// green from the left for the points left and red for the damage taken.
struct HitPointBar: View {
    var hitPoints: Int
    var damageTaken: Int

    var body: some View {
        Text("\(hitPoints-damageTaken)/\(hitPoints)")
            .frame(minWidth: 0, maxWidth: .infinity)
            .foregroundColor(Color.white)
            .background(HitPointBackground(hitPoints: hitPoints, damageTaken: damageTaken))
            .cornerRadius(8)
    }
}

struct HitPointBackground: View {
    var hitPoints: Int
    var damageTaken: Int

    var body: some View {
        GeometryReader { g in
            ZStack(alignment: .leading) {
                Rectangle()
                    .fill(Color.red)
                Rectangle()
                    .fill(Color.green)
                    .frame(width: g.size.width
                        * CGFloat(self.hitPoints - self.damageTaken)
                        / CGFloat(self.hitPoints))
            }
        }
    }
}

/// The first step: only the label, bordered to show its size.
struct HitPointLabel: View {
    var hitPoints: Int
    var damageTaken: Int

    var body: some View {
        Text("\(hitPoints-damageTaken)/\(hitPoints)")
            .border(Color.yellow)
    }
}

/// The second step: an infinite frame makes the bar as wide as its parent.
struct HitPointFrame: View {
    var hitPoints: Int
    var damageTaken: Int

    var body: some View {
        Text("\(hitPoints-damageTaken)/\(hitPoints)")
            .frame(minWidth: 0, maxWidth: .infinity)
            .border(Color.green)
    }
}

/// The third step: a red lozenge behind the label.
struct HitPointLozenge: View {
    var hitPoints: Int
    var damageTaken: Int

    var body: some View {
        Text("\(hitPoints-damageTaken)/\(hitPoints)")
            .frame(minWidth: 0, maxWidth: .infinity)
            .foregroundColor(Color.white)
            .background(Color.red)
            .cornerRadius(8)
    }
}

/// A row of the character list.
struct CharacterRow<Bar: View>: View {
    @ObservedObject var character: Character
    let bar: (Character) -> Bar

    var body: some View {
        HStack {
            Image(character.imageName)
            VStack(alignment: .leading) {
                Text(character.name)
                    .font(.title)
                bar(character)
                    .font(.caption)
                    .frame(width: 200)
            }
        }
    }
}

extension Gallery {
    static let hitPointScenes: [GalleryScene] = [
        GalleryScene(
            "hit-point-label", "Hit point bar: the label", chapter: chapter,
            caption: "The label inherits the caption font; the green border is the 200-point frame at the call site, the yellow one the text's own size."
        ) {
            CharacterRow(character: .rogue) { HitPointLabel(hitPoints: $0.hitPoints, damageTaken: $0.damageTaken).border(Color.green) }
        },
        GalleryScene(
            "hit-point-frame", "Hit point bar: an infinite frame", chapter: chapter,
            caption: "frame(minWidth: 0, maxWidth: .infinity) inside the bar takes the parent's width and stays layout-neutral in height."
        ) {
            CharacterRow(character: .rogue) { HitPointFrame(hitPoints: $0.hitPoints, damageTaken: $0.damageTaken) }
        },
        GalleryScene(
            "hit-point-lozenge", "Hit point bar: a red lozenge", chapter: chapter,
            caption: "The background is attached to the frame, so it takes the frame's width and the text's height; cornerRadius clips both."
        ) {
            CharacterRow(character: .rogue) { HitPointLozenge(hitPoints: $0.hitPoints, damageTaken: $0.damageTaken) }
        },
        GalleryScene(
            "hit-point-bars", "Hit point bars at several damage levels", chapter: chapter,
            caption: "A GeometryReader as the background is proposed the bar's size: green covers (hit points − damage) / hit points of it — all of it, 33/60, 33/112 and none."
        ) {
            VStack(alignment: .leading, spacing: 16) {
                ForEach([Character.brawler, .rogue, .barbarian, .dragoon], id: \.name) { character in
                    CharacterRow(character: character) { HitPointBar(hitPoints: $0.hitPoints, damageTaken: $0.damageTaken) }
                }
            }
        },
    ]
}
