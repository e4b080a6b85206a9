/// Per image column, the sums of x, y, x², y², xy and of "x ≠ y" over the image rows of one row of
/// SSIM windows (x and y are the two luma planes). Exact integers; one allocation, freed by ``deallocate()``.
struct SSIMColumnSums {
    let x, y, xx, yy, xy, differing: UnsafeMutablePointer<Int>
    let width: Int

    init(width: Int) {
        self.width = width
        let storage = UnsafeMutablePointer<Int>.allocate(capacity: width * 6)
        storage.initialize(repeating: 0, count: width * 6)
        x = storage
        y = storage + width
        xx = storage + 2 * width
        yy = storage + 3 * width
        xy = storage + 4 * width
        differing = storage + 5 * width
    }

    func deallocate() { x.deallocate() }

    /// Sets every sum to zero.
    func reset() { x.update(repeating: 0, count: width * 6) }

    /// Adds one row of both luma planes.
    func add(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>) {
        for column in 0..<width {
            let a = Int(first[column]), b = Int(second[column])
            x[column] &+= a
            y[column] &+= b
            xx[column] &+= a &* a
            yy[column] &+= b &* b
            xy[column] &+= a &* b
            differing[column] &+= a == b ? 0 : 1
        }
    }

    /// Adds the `entering` row and removes the `leaving` row of both planes.
    func slide(
        entering first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>,
        leaving oldFirst: UnsafePointer<UInt8>, _ oldSecond: UnsafePointer<UInt8>
    ) {
        for column in 0..<width {
            let a = Int(first[column]), b = Int(second[column])
            let oldA = Int(oldFirst[column]), oldB = Int(oldSecond[column])
            x[column] &+= a &- oldA
            y[column] &+= b &- oldB
            xx[column] &+= a &* a &- oldA &* oldA
            yy[column] &+= b &* b &- oldB &* oldB
            xy[column] &+= a &* b &- oldA &* oldB
            differing[column] &+= (a == b ? 0 : 1) &- (oldA == oldB ? 0 : 1)
        }
    }
}
