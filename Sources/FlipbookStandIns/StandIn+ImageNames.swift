import Foundation

extension StandIn {
    /// The file of the stand-in for the image a seed names `name`, as `UIImage(named:)` finds it; `nil` when no
    /// stand-in answers to that name.
    ///
    /// The names follow iOS's rules for `UIImage(named:)`: a name without an extension means a PNG file
    /// (`"timg_0001"` is `timg_0001.png`, `"0"` is `0.png`), and a stand-in's exact file name (`"Plane.png"`,
    /// `"0.png"` … `"66.png"`, `"turntable.png"`) wins over any other reading. The seeds' names for pictures whose
    /// stand-in file is named differently are mapped (`"girls.jpg"` → `Girls.png`, `"bg.jpg"` → `NightSky.png`,
    /// `"logo"` → `Logo.png`, `"雪"` → `Snowflake.png` …); such a name also answers without its extension, as an
    /// asset-catalog image set named after the picture would (`"girls"` → `Girls.png`). Names are case-sensitive,
    /// as on a device, and are file names, not paths. The table is in `docs/uikit.md`, "Stand-in images".
    ///
    /// The seeds are separate apps, each with its own main bundle, and two of them may give one name to different
    /// pictures: in `app`, that app's own names (``App/seedNames``) win over the names all apps share (the book's
    /// `"background.jpg"` is its starry sky, article 002's a pattern tile). Without an app, the shared names answer.
    ///
    /// - Parameters:
    ///   - name: The image's name as the seed code writes it.
    ///   - app: The app whose main bundle is searched (`UIImage(named:)` passes its host's ``App``), or `nil`.
    /// - Returns: The bundled PNG's URL, or `nil` for a name no stand-in answers to.
    public static func url(forImageNamed name: String, in app: App? = nil) -> URL? {
        guard let directory = resourceDirectory, let file = fileName(forImageNamed: name, in: app) else { return nil }
        return directory.appendingPathComponent(file)
    }

    /// The seeds' names for the pictures whose stand-in file is named differently, with that file (catalogue §4.2),
    /// as every app reads them unless it names the picture itself (``App/seedNames``).
    static let seedNames: [String: String] = [
        "logo": "Logo.png",
        "girls.jpg": "Girls.png",
        "photo.jpg": "Photo.png",
        "petal.png": "Petal.png",
        "background.jpg": "Background.png",
        "bg.jpg": "NightSky.png",
        "雪": "Snowflake.png",
        "unLock.jpg": "Unlock.png",
        "image.jpg": "Landscape.png",
        "1.jpg": "Cover1.png",
        "2.jpg": "Cover2.png",
        "3.jpg": "Cover3.png",
        "01.png": "Tile01.png",
        "02.png": "Tile02.png",
        "03.png": "Tile03.png",
        "04.png": "Tile04.png",
        "05.png": "Tile05.png",
        "06.png": "Tile06.png",
        "07.png": "Tile07.png",
        "08.png": "Tile08.png",
    ]

    /// The seed names without their extension (`"girls"` for `"girls.jpg"`), as asset-catalog image set names.
    static let imageSetNames = imageSetNames(of: seedNames)

    /// `names` keyed by their names without the extension. No two seed names share one (tested); `min` would keep
    /// the choice independent of hashing order if they did.
    static func imageSetNames(of names: [String: String]) -> [String: String] {
        Dictionary(names.map { (($0.key as NSString).deletingPathExtension, $0.value) }, uniquingKeysWith: min)
    }

    /// The folder of the bundled PNGs.
    static let resourceDirectory = Bundle.module.url(forResource: "StandIns", withExtension: nil)

    /// The PNG and GIF files in ``resourceDirectory``: the only names a lookup can return.
    static let files: Set<String> = {
        guard let directory = resourceDirectory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return Set(names.filter { $0.hasSuffix(".png") || $0.hasSuffix(".gif") })
    }()

    /// The stand-in file `name` reads as in `app`: an exact file name first, then a seed name (the app's own, then
    /// the shared ones), then an image set name (likewise).
    static func fileName(forImageNamed name: String, in app: App?) -> String? {
        let hasExtension = !(name as NSString).pathExtension.isEmpty
        let readings = hasExtension ? [name] : [name + ".png", name]
        if let file = readings.first(where: files.contains) { return file }
        let own = app?.seedNames ?? [:]
        if let file = readings.lazy.compactMap({ own[$0] ?? seedNames[$0] }).first { return file }
        return hasExtension ? nil : imageSetNames(of: own)[name] ?? imageSetNames[name]
    }
}
