/// How a box convolution treats the kernel's pixels outside the source buffer (exactly one of the four edge
/// flags must be set).
enum BoxEdgeMode {
    /// ``kvImageCopyInPlace``: the destination pixel is the source pixel, unfiltered.
    case copyInPlace
    /// ``kvImageBackgroundColorFill``: outside pixels read as the background colour.
    case backgroundColorFill
    /// ``kvImageEdgeExtend``: outside pixels read as the nearest pixel of the source's edge.
    case edgeExtend
    /// ``kvImageTruncateKernel``: outside pixels are left out, and the average is over the pixels inside.
    case truncateKernel

    /// The edge mode the flags name, or `nil` when they name none or several.
    init?(flags: Int) {
        let modes: [(Int, BoxEdgeMode)] = [
            (kvImageCopyInPlace, .copyInPlace), (kvImageBackgroundColorFill, .backgroundColorFill),
            (kvImageEdgeExtend, .edgeExtend), (kvImageTruncateKernel, .truncateKernel),
        ]
        let named = modes.filter { flags & $0.0 != 0 }
        guard named.count == 1 else { return nil }
        self = named[0].1
    }
}
