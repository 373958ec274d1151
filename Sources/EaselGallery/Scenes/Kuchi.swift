import Combine
import Easel
import Foundation

private let chapter = "Stacks & containers (Kuchi)"
private let welcome = "A great and warm welcome to Kuchi"

// MARK: Sample model

struct Challenge: Hashable {
    let question: String
    let pronunciation: String
    let answer: String
}

struct ChallengeTest {
    let challenge: Challenge
    let answers: [String]
}

final class ChallengesViewModel: ObservableObject {
    @Published var currentChallenge: ChallengeTest? = ChallengeView_Previews.challengeTest
    @Published var correctAnswers = 0

    func restart() {
        correctAnswers = 0
    }
}

struct Profile {
    var name: String
}

final class UserManager: ObservableObject {
    @Published var profile: Profile

    init(name: String = "Ray") {
        profile = Profile(name: name)
    }
}

// MARK: Congratulations

struct CongratulationsView: View {
    let avatarSize: CGFloat = 120
    let userName: String
    @ObservedObject var challengesViewModel = ChallengesViewModel()

    init(userName: String) {
        self.userName = userName
    }

    var body: some View {
        VStack {
            Spacer()

            Text("Congratulations!")
                .font(.title)
                .foregroundColor(.gray)

            ZStack {
                VStack(spacing: 0) {
                    Rectangle()
                        .frame(height: 90)
                        .foregroundColor(
                            Color(red: 0.5, green: 0, blue: 0).opacity(0.2))
                    Rectangle()
                        .frame(height: 90)
                        .foregroundColor(
                            Color(red: 0.6, green: 0.1, blue: 0.1).opacity(0.4))
                }

                Image(systemName: "person.fill")
                    .resizable()
                    .padding()
                    .frame(width: avatarSize, height: avatarSize)
                    .background(Color.white.opacity(0.5))
                    .cornerRadius(avatarSize / 2, antialiased: true)
                    .shadow(radius: 4)

                VStack() {
                    Spacer()
                    Text(userName)
                        .font(.largeTitle)
                        .foregroundColor(.white)
                        .fontWeight(.bold)
                        .shadow(radius: 7)
                }
                .padding()
            }
            .frame(height: 180)

            Text("You’re awesome!")
                .fontWeight(.bold)
                .foregroundColor(.gray)

            Spacer()

            Button(action: {
                self.challengesViewModel.restart()
            }, label: {
                Text("Play Again")
            })
            .padding(.top)
        }
    }
}

// MARK: Challenge

struct QuestionView: View {
    let question: String

    var body: some View {
        VStack {
            Text(question)
                .font(.largeTitle)
                .fontWeight(.heavy)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

struct ChoicesRow: View {
    let choice: String

    var body: some View {
        HStack {
            Spacer()
            Text(choice)
                .font(.title2)
                .foregroundColor(.primary)
                .padding(.vertical, 8)
            Spacer()
        }
        .background(Color.secondary.opacity(0.12))
        .cornerRadius(12)
    }
}

struct ChoicesView: View {
    let challengeTest: ChallengeTest

    var body: some View {
        VStack(spacing: 12) {
            ForEach(0..<challengeTest.answers.count, id: \.self) { index in
                Button(action: {}) {
                    ChoicesRow(choice: challengeTest.answers[index])
                }
            }
        }
    }
}

struct ChallengeView: View {
    let challengeTest: ChallengeTest
    @State var showAnswers = false

    var body: some View {
        VStack {
            Button(action: {
                showAnswers.toggle()
            }) {
                QuestionView(question: challengeTest.challenge.question)
                    .frame(height: 300)
            }

            if showAnswers {
                Divider()
                ChoicesView(challengeTest: challengeTest)
                    .frame(height: 300)
                    .padding()
            }
        }
    }
}

struct ChallengeView_Previews {
    static let challengeTest = ChallengeTest(
        challenge: Challenge(
            question: "おねがい します",
            pronunciation: "Onegai shimasu",
            answer: "Please"
        ),
        answers: ["Thank you", "Hello", "Goodbye"]
    )
}

// MARK: Welcome

struct WelcomeBackgroundImage: View {
    var body: some View {
        Image("welcome-background")
            .resizable()
            .aspectRatio(1 / 1, contentMode: .fill)
            .edgesIgnoringSafeArea(.all)
            .saturation(0.5)
            .blur(radius: 5)
            .opacity(0.08)
    }
}

struct WelcomeMessageView: View {
    var body: some View {
        Label {
            VStack(alignment: .leading) {
                Text("Welcome to")
                    .font(.headline)
                    .bold()
                Text("Kuchi")
                    .font(.largeTitle)
                    .bold()
            }
            .foregroundColor(.red)
            .lineLimit(2)
            .multilineTextAlignment(.leading)
            .padding(.horizontal)
        } icon: {
            Image(systemName: "table")
                .resizable()
                .frame(width: 30, height: 30)
                .overlay(Circle().stroke(Color.gray, lineWidth: 1))
                .background(Color(white: 0.9))
                .clipShape(Circle())
                .foregroundColor(.red)
        }
    }
}

struct PracticeView: View {
    let challengeTest: ChallengeTest?
    let userName: String

    var body: some View {
        if let challengeTest {
            ChallengeView(challengeTest: challengeTest)
        } else {
            CongratulationsView(userName: userName)
        }
    }
}

struct WelcomeView: View {
    @EnvironmentObject var userManager: UserManager
    @ObservedObject var challengesViewModel = ChallengesViewModel()
    @State var showPractice = false

    @ViewBuilder
    var body: some View {
        if showPractice {
            PracticeView(
                challengeTest: challengesViewModel.currentChallenge,
                userName: userManager.profile.name
            )
        } else {
            ZStack {
                WelcomeBackgroundImage()

                VStack {
                    Text(verbatim: "Hi, \(userManager.profile.name)")

                    WelcomeMessageView()

                    Button(action: {
                        self.showPractice = true
                    }, label: {
                        HStack {
                            Image(systemName: "play")
                            Text(verbatim: "Start")
                        }
                    })
                }
            }
        }
    }
}

// MARK: History

struct Attempt: Hashable {
    let question: String
    let answer: String
    let correct: Bool
}

struct HistoryDay {
    let title: String
    let attempts: [Attempt]
}

/// Sample history, made by arithmetic so it is the same every run.
let historyDays: [HistoryDay] = {
    let words = [
        ("おねがい します", "Please"), ("ありがとう", "Thank you"), ("こんにちは", "Hello"), ("さようなら", "Goodbye"),
        ("すみません", "Excuse me"), ("おはよう", "Good morning"), ("こんばんは", "Good evening"), ("はい", "Yes"),
    ]
    let days = ["Today", "Yesterday", "Monday", "Sunday", "Saturday"]
    return days.enumerated().map { dayIndex, day in
        let attempts = (0..<(4 + dayIndex % 3)).map { index in
            let word = words[(dayIndex * 3 + index) % words.count]
            return Attempt(question: word.0, answer: word.1, correct: (dayIndex + index * 2) % 5 != 0)
        }
        return HistoryDay(title: day, attempts: attempts)
    }
}()

struct HistoryView: View {
    let header: (String) -> AnyView = { title in
        AnyView(
            Text(title)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(Color.gray.opacity(0.2)))
    }

    func getElement(_ element: Attempt) -> some View {
        HStack {
            VStack(alignment: .leading) {
                Text(element.question)
                    .font(.body)
                Text(element.answer)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Image(systemName: element.correct ? "checkmark.circle.fill" : "xmark.circle.fill")
                .foregroundColor(element.correct ? .green : .red)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(historyDays, id: \.title) { day in
                    Section(header: header(day.title)) {
                        ForEach(day.attempts, id: \.self) { element in
                            getElement(element)
                        }
                    }
                }
            }
        }
    }
}

// MARK: Scenes

extension Gallery {
    static let kuchiScenes: [GalleryScene] = [
        GalleryScene(
            "kuchi-text-frames", "A text in frames", chapter: chapter, width: 390,
            caption: "Unframed, the text takes what it needs. In a 150×50 frame it wraps; in 300×100 it fits on one line; in 100×50 it truncates, unless minimumScaleFactor(0.5) lets it shrink."
        ) {
            VStack(spacing: 12) {
                Text(welcome)
                    .background(Color.red)
                Text(welcome)
                    .background(Color.red)
                    .frame(width: 150, height: 50, alignment: .center)
                    .background(Color.yellow)
                Text(welcome)
                    .background(Color.red)
                    .frame(width: 300, height: 100, alignment: .center)
                    .background(Color.yellow)
                Text(welcome)
                    .background(Color.red)
                    .frame(width: 100, height: 50, alignment: .center)
                    .background(Color.yellow)
                Text(welcome)
                    .background(Color.red)
                    .frame(width: 100, height: 50, alignment: .center)
                    .minimumScaleFactor(0.5)
                    .background(Color.yellow)
            }
        },
        GalleryScene(
            "kuchi-image-frames", "An image in a frame", chapter: chapter, width: 390,
            caption: "A non-resizable image keeps its own size and overflows a 100×50 frame; .resizable() makes it take what it is offered."
        ) {
            VStack(spacing: 40) {
                Image("welcome-background")
                    .background(Color.red)
                    .frame(width: 100, height: 50, alignment: .center)
                    .background(Color.yellow)
                    .padding(.vertical, 135)
                Image("welcome-background")
                    .resizable()
                    .frame(height: 160)
            }
        },
        GalleryScene(
            "kuchi-hstack-texts", "Texts sharing an HStack", chapter: chapter, width: 390,
            caption: "Two equal texts get equal shares. Changing one letter (warm → warn) makes one text narrower, so the stack offers it its share first and the other gets the rest."
        ) {
            VStack(spacing: 20) {
                HStack {
                    Text(welcome)
                        .background(Color.red)
                    Text(welcome)
                        .background(Color.red)
                }
                .background(Color.yellow)
                HStack {
                    Text(welcome)
                        .background(Color.red)
                    Text("A great and warn welcome to Kuchi")
                        .background(Color.red)
                }
                .background(Color.yellow)
            }
        },
        GalleryScene(
            "kuchi-priorities", "Layout priority", chapter: chapter, width: 390,
            caption: "Three equal texts share the width; with layoutPriority(1) the middle one is sized first and takes what it needs; with −1 the first one is sized last and gets what is left."
        ) {
            VStack(spacing: 20) {
                HStack {
                    Text(welcome)
                        .background(Color.red)
                    Text(welcome)
                        .background(Color.red)
                    Text(welcome)
                        .background(Color.red)
                }
                .background(Color.yellow)
                HStack {
                    Text(welcome)
                        .background(Color.red)
                    Text(welcome)
                        .layoutPriority(1)
                        .background(Color.red)
                    Text(welcome)
                        .background(Color.red)
                }
                .background(Color.yellow)
                HStack {
                    Text(welcome)
                        .layoutPriority(-1)
                        .background(Color.red)
                    Text(welcome)
                        .layoutPriority(1)
                        .background(Color.red)
                    Text(welcome)
                        .background(Color.red)
                }
                .background(Color.yellow)
            }
        },
        GalleryScene(
            "kuchi-alignment", "HStack alignment", chapter: chapter, width: 390,
            caption: "The same three views aligned .center, .bottom and .firstTextBaseline: only the last puts the caption, the title and the button's text on one line."
        ) {
            VStack(spacing: 20) {
                HStack() {
                    Text("Welcome to Kuchi").font(.caption)
                    Text("Welcome to Kuchi").font(.title)
                    Button(action: {}, label: { Text("OK").font(.body) })
                }
                .border(Color.gray)
                HStack(alignment: .bottom) {
                    Text("Welcome to Kuchi").font(.caption)
                    Text("Welcome to Kuchi").font(.title)
                    Button(action: {}, label: { Text("OK").font(.body) })
                }
                .border(Color.gray)
                HStack(alignment: .firstTextBaseline) {
                    Text("Welcome to Kuchi").font(.caption)
                    Text("Welcome to Kuchi").font(.title)
                    Button(action: {}, label: { Text("OK").font(.body) })
                }
                .border(Color.gray)
            }
        },
        GalleryScene(
            "kuchi-congratulations", "Congratulations view", chapter: chapter, width: 390, height: 700,
            caption: "Spacers above and below center the content; the avatar header is a ZStack of two 90-point bands, a round avatar and the name pushed down by a Spacer."
        ) {
            CongratulationsView(userName: "Ray")
        },
        GalleryScene(
            "kuchi-challenge", "Challenge view", chapter: chapter, width: 390, height: 700,
            caption: "The question is a button 300 points tall; the answers are hidden until it is tapped."
        ) {
            ChallengeView(challengeTest: ChallengeView_Previews.challengeTest)
        },
        GalleryScene(
            "kuchi-challenge-answers", "Challenge view, answers shown", chapter: chapter, width: 390, height: 700,
            caption: "After a tap: a divider and the choices in a padded 300-point frame."
        ) {
            ChallengeView(challengeTest: ChallengeView_Previews.challengeTest, showAnswers: true)
        },
        GalleryScene(
            "kuchi-welcome", "Welcome view", chapter: chapter, width: 390, height: 700,
            caption: "A ZStack puts the greeting, the welcome message and the Start button over a faded background image. The image fills a square as wide as the screen is tall, so the stack overflows the 390×700 screen, which clips it as a window would."
        ) {
            WelcomeView()
                .environmentObject(UserManager(name: "Ray"))
                .frame(width: 390, height: 700)
                .clipped()
        },
        GalleryScene(
            "kuchi-practice", "Welcome view after Start", chapter: chapter, width: 390, height: 700,
            caption: "showPractice switches the body's if/else to the practice view: the challenge."
        ) {
            WelcomeView(showPractice: true)
                .environmentObject(UserManager(name: "Ray"))
        },
        GalleryScene(
            "kuchi-history", "History with pinned headers", chapter: chapter, width: 390, height: 700,
            caption: "A ScrollView of a LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]): one Section per day, rows made only as they come into view."
        ) {
            HistoryView()
        },
    ]
}
