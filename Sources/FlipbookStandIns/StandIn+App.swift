import Foundation

extension StandIn {
    /// One of the seeds' apps: the book's sample app or an article's. Each has its own main bundle, so a name can
    /// mean a different picture in each (see ``StandIn/url(forImageNamed:in:)``).
    public struct App: Hashable, Sendable {
        /// The app's name: `"book"`, `"article 002"`.
        public let name: String

        /// An app by name.
        public init(name: String) {
            self.name = name
        }

        /// The book's sample app (all its volumes and chapters).
        public static let book = App(name: "book")

        /// The sample app of article `number` (1 for 001, 2 for 002).
        public static func article(_ number: Int) -> App {
            App(name: String(format: "article %03d", number))
        }

        /// The names this app gives pictures that another app gives a different picture, with their stand-in
        /// files: they win over ``StandIn/seedNames`` in this app.
        var seedNames: [String: String] {
            Self.ownSeedNames[self] ?? [:]
        }

        /// The apps' own names: the book's Case 51 shows `"background.jpg"` as a starry sky behind the sun and the
        /// earth, where article 002's `"background.jpg"` (a shared name) is the petal demo's pattern tile; articles
        /// 001 and 002 page through `"0.jpg"` … (the numbered slides), where the book's `"1.jpg"` … `"3.jpg"` are
        /// its covers; article 003's flight board names its storyboard pictures (ours: the article does not).
        static let ownSeedNames: [App: [String: String]] = [
            .book: ["background.jpg": "SpaceBackground.png"],
            .article(1): slideNames(count: 6),
            .article(2): slideNames(count: 5),
            .article(3): [
                "bg-snowy": "SnowyWeather.png", "bg-sunny": "SunnyWeather.png", "plane": "Plane.png",
                "banner": "StatusBanner.png", "icon-blue-arrow": "SummaryArrow.png", "flake": "Snowflake.png",
            ],
        ]

        /// `"0.jpg"` … `"\(count - 1).jpg"` → `Slide0.png` …: the image browsers' `"%i.jpg"` pictures.
        private static func slideNames(count: Int) -> [String: String] {
            Dictionary(uniqueKeysWithValues: (0..<count).map { ("\($0).jpg", "Slide\($0).png") })
        }
    }
}
