import FlipbookStandIns
import Foundation
import Testing

@Suite("Lookup by image name")
struct ImageNameLookupTests {
    /// Every name the seeds give a stand-in picture, with the file that stands in for it (docs/uikit.md).
    static let seedNames: [(name: String, file: String)] = [
        ("login", "login.png"), ("Airport.png", "Airport.png"), ("Plane.png", "Plane.png"),
        ("turntable.png", "turntable.png"), ("logo", "Logo.png"), ("girls.jpg", "Girls.png"), ("girls", "Girls.png"),
        ("photo.jpg", "Photo.png"), ("open2.png", "open2.png"), ("petal.png", "Petal.png"),
        ("background.jpg", "Background.png"), ("bg.jpg", "NightSky.png"), ("雪", "Snowflake.png"),
        ("unLock.jpg", "Unlock.png"), ("unLock", "Unlock.png"),
        ("timg_0001", "timg_0001.png"), ("blackBall.png", "blackBall.png"), ("blackBall", "blackBall.png"),
        ("ball.png", "ball.png"), ("earth.png", "earth.png"), ("sun.png", "sun.png"),
        ("image.jpg", "Landscape.png"), ("1.jpg", "Cover1.png"), ("2.jpg", "Cover2.png"), ("3.jpg", "Cover3.png"),
    ] + (0...66).map { ("\($0).png", "\($0).png") } + (0...7).map { ("timg_000\($0).png", "timg_000\($0).png") }

    @Test("Every seed name finds its stand-in", arguments: seedNames)
    func seedNameFindsItsFile(name: String, file: String) throws {
        let url = try #require(StandIn.url(forImageNamed: name))
        #expect(url.lastPathComponent == file)
        #expect(FileManager.default.fileExists(atPath: url.path))
    }

    @Test("Every file is found by its exact name, and by its name without `.png`",
          arguments: StandInFiles.sizes.keys.sorted())
    func fileNameFindsItself(file: String) {
        #expect(StandIn.url(forImageNamed: file)?.lastPathComponent == file)
        let bare = String(file.dropLast(".png".count))
        #expect(StandIn.url(forImageNamed: bare)?.lastPathComponent == file)
    }

    @Test("A seed name written without its extension finds the same file, as an asset-catalog name would",
          arguments: ["girls.jpg", "photo.jpg", "petal.png", "background.jpg", "bg.jpg"])
    func seedNameWithoutExtension(name: String) {
        let bare = (name as NSString).deletingPathExtension
        #expect(StandIn.url(forImageNamed: bare) == StandIn.url(forImageNamed: name))
    }

    @Test("Names no stand-in answers to find nothing",
          arguments: ["", ".png", "67.png", "67", "-1.png", "0.jpg", "girls.png", "Girls.jpg", "LOGO", "logo.jpg",
                      "smoke.png", "plane", "Plane.gif", "timg_0008.png", "4.jpg", "image.png", "1.jpeg", "StandIns/Plane.png", "../StandIns/Plane.png", "/",
                      "雪.jpg"])
    func unknownNameFindsNothing(name: String) {
        #expect(StandIn.url(forImageNamed: name) == nil)
    }

    @Test("An animated stand-in is found by its file name: `plane.gif` (§ 5.4's bundle file)")
    func gifFileName() {
        #expect(StandIn.url(forImageNamed: "plane.gif")?.lastPathComponent == "plane.gif")
        #expect(StandIn.bundle?.path(forResource: "plane", ofType: "gif") == StandIn.url(forImageNamed: "plane.gif")?.path)
    }

    @Test("An exact file name wins: `Plane.png` is the book's airliner, `0.png` the first plane frame")
    func exactFileNameWins() {
        #expect(StandIn.url(forImageNamed: "Plane")?.lastPathComponent == "Plane.png")
        #expect(StandIn.url(forImageNamed: "0")?.lastPathComponent == "0.png")
    }

    @Test("`1.jpg` … `3.jpg` are the covers, while `1` and `1.png` stay the plane frame `1.png`; `image` is the landscape")
    func coversAndPlaneFramesShareDigits() {
        for digit in 1...3 {
            #expect(StandIn.url(forImageNamed: "\(digit).jpg")?.lastPathComponent == "Cover\(digit).png")
            #expect(StandIn.url(forImageNamed: "\(digit).png")?.lastPathComponent == "\(digit).png")
            #expect(StandIn.url(forImageNamed: "\(digit)")?.lastPathComponent == "\(digit).png")
        }
        #expect(StandIn.url(forImageNamed: "image")?.lastPathComponent == "Landscape.png")
    }

    @Test("Articles 001 and 002 page through their own `\"%i.jpg\"` slides; the book's `1.jpg` … `3.jpg` stay covers")
    func articleSlides() {
        for index in 0...5 {
            #expect(StandIn.url(forImageNamed: "\(index).jpg", in: .article(1))?.lastPathComponent == "Slide\(index).png")
            let inArticle002 = StandIn.url(forImageNamed: "\(index).jpg", in: .article(2))?.lastPathComponent
            #expect(inArticle002 == (index < 5 ? "Slide\(index).png" : nil))
        }
        #expect(StandIn.url(forImageNamed: "2.jpg", in: .book)?.lastPathComponent == "Cover2.png")
        #expect(StandIn.url(forImageNamed: "0.jpg", in: .book) == nil)
        // The plane frames keep their exact names in every app.
        #expect(StandIn.url(forImageNamed: "1.png", in: .article(1))?.lastPathComponent == "1.png")
    }

    @Test("Article 002's `\"0%ld.png\"` tiles `01.png` … `08.png`; `09.png` and `00.png` find nothing")
    func article002Tiles() {
        for number in 1...8 {
            let name = String(format: "0%ld.png", number)
            #expect(StandIn.url(forImageNamed: name)?.lastPathComponent == String(format: "Tile%02d.png", number))
        }
        #expect(StandIn.url(forImageNamed: "09.png") == nil && StandIn.url(forImageNamed: "00.png") == nil)
    }

    @Test("Article 003's flight board finds its pictures by the names it gives them, other apps do not")
    func flightBoardPictures() {
        let names = ["bg-snowy": "SnowyWeather.png", "bg-sunny": "SunnyWeather.png", "plane": "Plane.png",
                     "banner": "StatusBanner.png", "icon-blue-arrow": "SummaryArrow.png", "flake": "Snowflake.png"]
        for (name, file) in names {
            #expect(StandIn.url(forImageNamed: name, in: .article(3))?.lastPathComponent == file)
            #expect(StandIn.url(forImageNamed: name, in: .book) == nil)
        }
    }

    @Test("A name two apps give different pictures: each app finds its own, without an app the shared one answers")
    func appsOwnNames() {
        for name in ["background.jpg", "background"] {
            #expect(StandIn.url(forImageNamed: name, in: .book)?.lastPathComponent == "SpaceBackground.png")
            #expect(StandIn.url(forImageNamed: name, in: .article(2))?.lastPathComponent == "Background.png")
            #expect(StandIn.url(forImageNamed: name)?.lastPathComponent == "Background.png")
        }
        // The app's names only add to the shared ones; other names read as everywhere.
        #expect(StandIn.url(forImageNamed: "bg.jpg", in: .book)?.lastPathComponent == "NightSky.png")
        #expect(StandIn.url(forImageNamed: "background.png", in: .book) == nil)
        #expect(StandIn.App.article(2).name == "article 002" && StandIn.App.book.name == "book")
    }
}
