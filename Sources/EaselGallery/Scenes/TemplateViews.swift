import Easel
import Foundation

private let chapter = "Template-view pattern"
private let heartRates = [72, 148, 90, 186, 65, 101, 77]

/// Each day sized by its own text: the boxes differ.
struct WeekView: View {
    let heartRates: [Int]

    var body: some View {
        HStack {
            ForEach(self.heartRates, id: \.self) { hr in
                Text(String(hr))
                    .padding(4)
                    .background(Color.purple)
                    .cornerRadius(4)
            }
        }
    }
}

/// Each day in a fixed 40×40 frame: equal, but deaf to Dynamic Type.
struct FixedWeekView: View {
    let heartRates: [Int]

    var body: some View {
        HStack {
            ForEach(self.heartRates, id: \.self) { hr in
                Text(String(hr))
                    .frame(width: 40, height: 40, alignment: .center)
                    .background(Color.purple)
                    .cornerRadius(4)
            }
        }
    }
}

/// Each day sized by a hidden "190": equal, and growing with the type size.
struct TemplateWeekView: View {
    let heartRates: [Int]

    var body: some View {
        HStack {
            ForEach(self.heartRates, id: \.self) { hr in
                Text("190")
                    .hidden()
                    .padding(4)
                    .background(Color.purple)
                    .cornerRadius(4)
                    .overlay(Text(String(hr)))
            }
        }
    }
}

extension Gallery {
    static let templateViewScenes: [GalleryScene] = [
        GalleryScene(
            "week-view", "Week view: sized by content", chapter: chapter,
            caption: "Every box is as wide as its own number, so the row is uneven."
        ) {
            WeekView(heartRates: heartRates)
        },
        GalleryScene(
            "week-view-frame", "Week view: fixed frames", chapter: chapter,
            caption: "40×40 frames make the boxes equal, but they keep that size at every Dynamic Type size: compare xSmall with accessibility3."
        ) {
            FixedWeekView(heartRates: heartRates)
        },
        GalleryScene(
            "week-view-template", "Week view: the template-view pattern", chapter: chapter,
            caption: "A hidden \"190\" sizes every box; the real number is an overlay proposed the box's size. Equal boxes that grow with the type size.",
            view: { TemplateWeekView(heartRates: heartRates) }
        ),
        GalleryScene(
            "image-button", "Dynamic Type for images", chapter: chapter,
            caption: "Above, a 24×24 frame keeps the icon one size; below, the icon is an overlay of a hidden \"00\" in the title font, so it scales with the text.",
            view: {
                VStack(spacing: 16) {
                    Button(action: { print("Hello!") }) {
                        HStack {
                            Image("icon")
                                .resizable()
                                .frame(width: 24, height: 24, alignment: .center)
                            Text("Press me")
                        }
                    }
                    Button(action: { print("Hello!") }) {
                        HStack {
                            Text("00")
                                .font(.title)
                                .hidden()
                                .overlay(
                                    Image("icon")
                                        .resizable()
                                        .scaledToFit()
                                )
                            Text("Press me")
                        }
                    }
                }
            }
        ),
    ]
}
