import Combine
import Easel
import Foundation

/// A character of the seeds' role-playing examples: portrait, name, court title and hit points.
final class Character: ObservableObject {
    @Published var name: String
    @Published var title: String
    @Published var imageName: String
    @Published var hitPoints: Int
    @Published var damageTaken: Int

    init(name: String, title: String, imageName: String, hitPoints: Int, damageTaken: Int) {
        self.name = name
        self.title = title
        self.imageName = imageName
        self.hitPoints = hitPoints
        self.damageTaken = damageTaken
    }

    @MainActor static let rogue = Character(
        name: "Hasty River", title: "Hasty River of the Reed Marshes", imageName: "rogue", hitPoints: 60, damageTaken: 27)
    @MainActor static let brawler = Character(
        name: "Sir Bunnington", title: "Sir Bunnington, Knight of the Warren", imageName: "brawler", hitPoints: 84,
        damageTaken: 0)
    @MainActor static let barbarian = Character(
        name: "Nogitsune Takeshi", title: "Nogitsune Takeshi the Unbowed", imageName: "barbarian", hitPoints: 112,
        damageTaken: 79)
    @MainActor static let dragoon = Character(
        name: "Lady Ember",
        title: "Lady Ember Stormborn of House Vayle, First of Her Name, Queen of the Ashen Reach and the Nine "
            + "Islands, Protector of the Realm, Breaker of Lances, Warden of the Southern Skies, Keeper of the "
            + "Dragon Roosts, Lady Regent of the Marches, Mother of Wyverns and Sworn Shield of the Dawn Court",
        imageName: "dragoon", hitPoints: 95, damageTaken: 95)
}
