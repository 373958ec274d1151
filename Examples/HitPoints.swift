// The hit point bar of the secondary-views tutorial, as a SwiftUI file with previews.
// Render it with:  .build/debug/easel render Examples/HitPoints.swift --output out
import SwiftUI

struct CharacterRow: View {
    var name: String
    var portrait: String
    var hitPoints: Int
    var damageTaken: Int

    var body: some View {
        HStack {
            Image(portrait)
            VStack(alignment: .leading) {
                Text(name)
                    .font(.title)
                HitPointBar(hitPoints: hitPoints, damageTaken: damageTaken)
                    .font(.caption)
                    .frame(width: 200)
            }
        }
    }
}

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
                    .frame(width: g.size.width * CGFloat(hitPoints - damageTaken) / CGFloat(hitPoints))
            }
        }
    }
}

struct CharacterRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CharacterRow(name: "Hasty River", portrait: "rogue", hitPoints: 60, damageTaken: 27)
                .previewDisplayName("Rogue")
            CharacterRow(name: "Sir Bunnington", portrait: "brawler", hitPoints: 84, damageTaken: 0)
                .previewDisplayName("Brawler")
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}

#Preview("Dark") {
    CharacterRow(name: "Hasty River", portrait: "rogue", hitPoints: 60, damageTaken: 27)
        .padding()
        .preferredColorScheme(.dark)
}
