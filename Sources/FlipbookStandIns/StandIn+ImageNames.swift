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
    /// - Parameter name: The image's name as the seed code writes it.
    /// - Returns: The bundled PNG's URL, or `nil` for a name no stand-in answers to.
    public static func url(forImageNamed name: String) -> URL? {
        guard let directory = resourceDirectory, let file = fileName(forImageNamed: name) else { return nil }
        return directory.appendingPathComponent(file)
    }

    /// The seeds' names for the pictures whose stand-in file is named differently, with that file (catalogue §4.2).
    static let seedNames: [String: String] = [
        "logo": "Logo.png",
        "girls.jpg": "Girls.png",
        "photo.jpg": "Photo.png",
        "petal.png": "Petal.png",
        "background.jpg": "Background.png",
        "bg.jpg": "NightSky.png",
        "雪": "Snowflake.png",
        "unLock.jpg": "Unlock.png",
    ]

    /// The seed names without their extension (`"girls"` for `"girls.jpg"`), as asset-catalog image set names.
    /// No two seed names share one (tested); `min` would keep the choice independent of hashing order if they did.
    static let imageSetNames: [String: String] = Dictionary(
        seedNames.map { (($0.key as NSString).deletingPathExtension, $0.value) }, uniquingKeysWith: min)

    /// The folder of the bundled PNGs.
    static let resourceDirectory = Bundle.module.url(forResource: "StandIns", withExtension: nil)

    /// The PNG files in ``resourceDirectory``: the only names a lookup can return.
    static let files: Set<String> = {
        guard let directory = resourceDirectory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return Set(names.filter { $0.hasSuffix(".png") })
    }()

    /// The stand-in file `name` reads as: an exact file name first, then a seed name, then an image set name.
    static func fileName(forImageNamed name: String) -> String? {
        let hasExtension = !(name as NSString).pathExtension.isEmpty
        let readings = hasExtension ? [name] : [name + ".png", name]
        if let file = readings.first(where: files.contains) { return file }
        if let file = readings.lazy.compactMap({ seedNames[$0] }).first { return file }
        return hasExtension ? nil : imageSetNames[name]
    }
}
