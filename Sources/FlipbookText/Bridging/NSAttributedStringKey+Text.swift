import Foundation
import FlipbookGraphics

extension NSAttributedString.Key {
    /// The font of the text: a `CTFont` (name and size), a `CGFont` or a font name (`String`/`CFString`), the
    /// last two at the default size of 12 points. Raw value `NSFont`, shared with `kCTFontAttributeName`.
    public static let font = NSAttributedString.Key("NSFont")

    /// The colour of the text: a `CGColor`. Raw value `NSColor`. (`kCTForegroundColorAttributeName` is also read.)
    public static let foregroundColor = NSAttributedString.Key("NSColor")

    /// Extra space after each character, in points: a number. Raw value `NSKern`, shared with `kCTKernAttributeName`.
    public static let kern = NSAttributedString.Key("NSKern")
}

/// Core Text's font attribute name (a `CTFont` value): the same key as `NSAttributedString.Key.font`.
nonisolated(unsafe) public let kCTFontAttributeName: CFString = "NSFont"

/// Core Text's foreground colour attribute name (a `CGColor` value).
nonisolated(unsafe) public let kCTForegroundColorAttributeName: CFString = "CTForegroundColor"

/// Core Text's kerning attribute name (a number of points): the same key as `NSAttributedString.Key.kern`.
nonisolated(unsafe) public let kCTKernAttributeName: CFString = "NSKern"
