/// The components of an animation value: up to four are stored inline (no heap allocation, no reference
/// counting — the common numbers, points, sizes and rects), more in an array (transforms, paths, arrays).
struct ComponentVector: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Equatable {
    private var c0 = 0.0, c1 = 0.0, c2 = 0.0, c3 = 0.0
    private var overflow: [Double]?
    let count: Int

    /// Builds `count` components from their index.
    init(count: Int, _ element: (Int) -> Double) {
        self.count = count
        if count > 4 {
            overflow = (0..<count).map(element)
            return
        }
        if count > 0 { c0 = element(0) }
        if count > 1 { c1 = element(1) }
        if count > 2 { c2 = element(2) }
        if count > 3 { c3 = element(3) }
    }

    init<C: Collection>(_ values: C) where C.Element == Double {
        let array = Array(values)
        self.init(count: array.count) { array[$0] }
    }

    init(arrayLiteral elements: Double...) {
        self.init(elements)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Double {
        get {
            if let overflow { return overflow[index] }
            switch index {
            case 0: return c0
            case 1: return c1
            case 2: return c2
            default: return c3
            }
        }
        set {
            if overflow != nil {
                overflow![index] = newValue
                return
            }
            switch index {
            case 0: c0 = newValue
            case 1: c1 = newValue
            case 2: c2 = newValue
            default: c3 = newValue
            }
        }
    }
}
