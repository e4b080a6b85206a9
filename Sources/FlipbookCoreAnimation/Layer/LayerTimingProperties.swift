/// A layer's `CAMediaTiming` properties as set, with the sanitised `MediaTimingValues` snapshot that the time
/// mapping uses kept up to date by their observers (the tree walk reads it for every layer; copying the struct
/// into a presentation layer shares the snapshot with it, inside `LayerAttributes`).
struct LayerTimingProperties {
    var beginTime: CFTimeInterval = 0 { didSet { updateValues() } }
    /// A layer's default duration is infinity.
    var duration: CFTimeInterval = .infinity { didSet { updateValues() } }
    var speed: Float = 1 { didSet { updateValues() } }
    var timeOffset: CFTimeInterval = 0 { didSet { updateValues() } }
    var repeatCount: Float = 0 { didSet { updateValues() } }
    var repeatDuration: CFTimeInterval = 0 { didSet { updateValues() } }
    var autoreverses = false { didSet { updateValues() } }
    var fillMode: CAMediaTimingFillMode = .removed { didSet { updateValues() } }

    /// The sanitised snapshot of the properties above.
    private(set) var values = Self.defaultValues

    /// The snapshot of a layer's default timing (computed once: every new layer starts from it).
    private static let defaultValues = MediaTimingValues(duration: .infinity)

    private mutating func updateValues() {
        values = MediaTimingValues(beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
                                   repeatCount: repeatCount, repeatDuration: repeatDuration,
                                   autoreverses: autoreverses, fillMode: fillMode)
    }
}
