/// The state of an image source (`CGImageSourceGetStatus(_:)`), with ImageIO's raw values.
public enum CGImageSourceStatus: Int32, Sendable {
    /// The data ended before the image was complete.
    case statusUnexpectedEOF = -5
    /// The data is damaged.
    case statusInvalidData = -4
    /// The data is in no format the source decodes.
    case statusUnknownType = -3
    /// The header is being read (incremental sources; Flipbook's sources are never in this state).
    case statusReadingHeader = -2
    /// The data is incomplete (incremental sources; Flipbook's sources are never in this state).
    case statusIncomplete = -1
    /// The image data is complete and valid.
    case statusComplete = 0
}
