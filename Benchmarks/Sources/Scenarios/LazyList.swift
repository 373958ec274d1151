import Easel

/// The seeds' history list at scale (issue 6): a ScrollView holding a LazyVStack of 1,000,000 rows under
/// a pinned section header, each row two texts and a dot.
public struct MillionRowList: View {
    public init() {}

    public var body: some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                Section(header: Text("History").font(.headline).frame(maxWidth: .infinity, alignment: .leading)
                    .padding().background(Color.gray)) {
                    ForEach(0..<1_000_000, id: \.self) { index in
                        HStack {
                            Text("Challenge \(index)")
                            Spacer()
                            Text("\(index % 10) / 10").foregroundColor(.secondary)
                            Circle().fill(index % 3 == 0 ? Color.red : Color.green).frame(width: 10, height: 10)
                        }
                        .padding(.horizontal)
                        .frame(height: 44)
                    }
                }
            }
        }
        .accessibilityIdentifier("history")
    }
}

/// A phone's screen.
public let lazyListProposal = ProposedViewSize(width: 390, height: 800)
