import Easel
import Foundation

/// The card look as a view modifier.
struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(Color.white)
            .cornerRadius(8)
            .shadow(radius: 4)
    }
}

extension View {
    func card() -> some View {
        modifier(Card())
    }
}

/// The card look as a container with a view builder.
struct CardView<Content>: View where Content: View {
    var content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content
            .padding()
            .background(Color.white)
            .cornerRadius(8)
            .shadow(radius: 4)
    }
}

/// Puts the environment's font's monospaced-digit variant back into the environment.
struct MonospacedDigit: ViewModifier {
    @Environment(\.font) var font: Font?

    func body(content: Content) -> some View {
        return content
            .environment(\.font, font?.monospacedDigit())
    }
}

extension View {
    func monospacedDigit() -> some View {
        modifier(MonospacedDigit())
    }
}

/// A battle tracker's hit point column.
struct BattleTracker: View {
    let rows: [(String, String)] = [("Hasty River", "33/60"), ("Sir Bunnington", "84/84"), ("Nogitsune Takeshi", "33/112"), ("Lady Ember", "0/95")]

    var body: some View {
        VStack(alignment: .trailing, spacing: 4) {
            ForEach(rows, id: \.0) { row in
                HStack {
                    Text(row.0)
                    Spacer()
                    Text(row.1)
                }
            }
        }
    }
}

extension Gallery {
    static let modifierScenes: [GalleryScene] = [
        GalleryScene(
            "card-modifier", "A card as a view modifier", chapter: "View modifiers",
            caption: ".card() pads the row by 16, puts it on white, rounds the corners and adds a 4-point shadow."
        ) {
            HStack {
                Image("brawler")
                Text("Sir Bunnington")
                    .font(.title)
            }
            .card()
            .padding(8)
        },
        GalleryScene(
            "card-builder", "A card as a view builder", chapter: "View builders",
            caption: "The same card as a generic container whose content comes from a @ViewBuilder closure."
        ) {
            CardView {
                HStack {
                    Image("brawler")
                    Text("Sir Bunnington")
                        .font(.title)
                }
            }
            .padding(8)
        },
        GalleryScene(
            "monospaced-digits", "Monospaced digits from the environment", chapter: "View modifiers",
            caption: "Left, the proportional digits of the body font; right, a modifier reads \\.font from the environment and writes back its monospaced-digit variant, so the hit points line up."
        ) {
            HStack(alignment: .top, spacing: 24) {
                BattleTracker()
                BattleTracker()
                    .monospacedDigit()
            }
            .font(.body)
        },
    ]
}
