import Easel
import Foundation

/// The card each request renders: a title and a subtitle on a theme's gradient, 1200 × 630 points.
struct Card: View {
    enum Theme: String, CaseIterable {
        case indigo, sunset, forest, mono

        var colors: [Color] {
            switch self {
            case .indigo: [.indigo, .purple]
            case .sunset: [.orange, .pink]
            case .forest: [.green, .teal]
            case .mono: [Color(white: 0.15), Color(white: 0.35)]
            }
        }
    }

    let title: String
    let subtitle: String
    let theme: Theme

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text(title).font(.system(size: 64, weight: .bold)).lineLimit(3).minimumScaleFactor(0.5)
            Text(subtitle).font(.system(size: 30)).opacity(0.85).lineLimit(4)
            Spacer()
            Text("Rendered by Easel").font(.system(size: 24, weight: .semibold))
                .padding(.horizontal, 24).padding(.vertical, 12)
                .background(Color.white.opacity(0.2), in: Capsule())
        }
        .foregroundStyle(.white)
        .padding(72)
        .frame(width: 1200, height: 630, alignment: .leading)
        .background(LinearGradient(colors: theme.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}

/// A card request read from query parameters, with limits: what a client may ask for, and why not.
struct CardRequest {
    let card: Card
    let scale: CGFloat

    static let titleLimit = 120
    static let subtitleLimit = 300

    /// The request, or the reason it is refused (a 400 response's body).
    static func parse(_ query: [String: String]) -> Result<CardRequest, CardRequestError> {
        let title = query["title"] ?? "Easel"
        let subtitle = query["subtitle"] ?? "SwiftUI's layout, rendered on Linux"
        guard !title.isEmpty, title.count <= titleLimit else {
            return .failure(CardRequestError("title must have 1 to \(titleLimit) characters"))
        }
        guard subtitle.count <= subtitleLimit else {
            return .failure(CardRequestError("subtitle must have at most \(subtitleLimit) characters"))
        }
        let themeName = query["theme"] ?? "indigo"
        guard let theme = Card.Theme(rawValue: themeName) else {
            let names = Card.Theme.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(CardRequestError("theme must be one of \(names)"))
        }
        let scaleText = query["scale"] ?? "1"
        guard let scale = Int(scaleText), (1...3).contains(scale) else {
            return .failure(CardRequestError("scale must be 1, 2 or 3"))
        }
        return .success(CardRequest(card: Card(title: title, subtitle: subtitle, theme: theme), scale: CGFloat(scale)))
    }

    /// The card as PNG bytes.
    func render() throws -> Data {
        try ViewHost(card).render(as: .png, scale: scale)
    }
}

struct CardRequestError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
