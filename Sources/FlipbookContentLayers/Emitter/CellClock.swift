/// A cell's media timing as its emission uses it: the cell's clock runs `speed` times its parent's from
/// `beginTime`, offset by `timeOffset`, and the cell emits for its active duration (`duration` × `repeatCount`,
/// or `repeatDuration`; forever when `duration` is 0).
struct CellClock {
    let beginTime: Double
    let speed: Double
    let timeOffset: Double
    /// When emission stops, on the cell's clock.
    let emissionEnd: Double

    /// The clock of `cell`, or `nil` when it does not run (speed zero, negative or not finite; times not finite).
    init?(_ cell: CAEmitterCell) {
        let speed = Double(cell.speed)
        guard speed > 0, speed.isFinite, cell.beginTime.isFinite, cell.timeOffset.isFinite else { return nil }
        beginTime = cell.beginTime
        self.speed = speed
        timeOffset = cell.timeOffset
        let duration = cell.duration, repeats = Double(cell.repeatCount)
        let active: Double
        if !(duration > 0) {
            active = .infinity
        } else if cell.repeatDuration > 0 {
            active = cell.repeatDuration
        } else {
            active = duration * (repeats > 1 ? repeats : 1)
        }
        emissionEnd = active
    }

    /// The cell's time at its parent's time `parentTime`.
    func cellTime(fromParent parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// The parent's time at the cell's time `cellTime`.
    func parentTime(fromCell cellTime: Double) -> Double {
        (cellTime - timeOffset) / speed + beginTime
    }
}
