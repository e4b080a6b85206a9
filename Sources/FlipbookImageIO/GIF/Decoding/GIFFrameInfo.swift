/// The stored description of one GIF frame: its image descriptor and its graphic control extension.
///
/// The values are as the file stores them; ``GIFDecoder/image(at:)`` clips the rectangle to the canvas when it
/// composites the frame.
public struct GIFFrameInfo: Sendable, Equatable {
    /// The frame's left edge on the canvas, in pixels.
    public var x: Int
    /// The frame's top edge on the canvas, in pixels.
    public var y: Int
    /// The frame's width in pixels (the rectangle may extend beyond the canvas).
    public var width: Int
    /// The frame's height in pixels (the rectangle may extend beyond the canvas).
    public var height: Int
    /// How long the frame is shown, in hundredths of a second, as stored: 0 when the frame has no graphic
    /// control extension. Players clamp short delays; the decoder does not.
    public var delayCentiseconds: Int
    /// What happens to the frame's area before the next frame is drawn.
    public var disposal: GIFDisposal
    /// The palette index that leaves the canvas unchanged, or `nil` when the frame has none.
    public var transparentIndex: Int?
    /// Whether the frame's rows are stored in the four-pass interlaced order.
    public var isInterlaced: Bool
    /// Whether the frame has its own colour table instead of the global one.
    public var hasLocalColorTable: Bool

    /// Creates a frame description.
    public init(
        x: Int,
        y: Int,
        width: Int,
        height: Int,
        delayCentiseconds: Int = 0,
        disposal: GIFDisposal = .unspecified,
        transparentIndex: Int? = nil,
        isInterlaced: Bool = false,
        hasLocalColorTable: Bool = false
    ) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.delayCentiseconds = delayCentiseconds
        self.disposal = disposal
        self.transparentIndex = transparentIndex
        self.isInterlaced = isInterlaced
        self.hasLocalColorTable = hasLocalColorTable
    }
}
