import FlipbookGraphics
import FlipbookScenes
import Foundation

/// Volume 1 of the book, *display-layer (UIView) animation*: the cases Flipbook renders, each a view controller
/// ported from the seeds' code and run on the stage's window.
public enum Volume1 {
    /// Every scene of the volume in the book's order: chapter 1 (Cases 1–2), chapter 2 (Cases 3–15), chapter 3
    /// (Cases 16–18), chapter 4 (Cases 19–21), chapter 5 (Cases 22–24).
    public static let scenes: [Scene] = chapter1 + chapter2 + chapter3 + chapter4 + chapter5

    /// The login screen's band around the button (y 180…330), where Cases 1–9, 13 and 14 happen.
    static let loginBand = CGRect(x: 0, y: 180, width: 414, height: 150)

    /// The 300 × 200 plane stills fitted to the screen's width: 414 × 276 at y 230…506, with a margin (Cases 19, 20,
    /// 23).
    static let planeFrames = CGRect(x: 0, y: 220, width: 414, height: 296)

    /// The turntable (400 × 400, aspect fit on the screen: 414 × 414 at y 161…575) with a margin, Cases 15 and 18.
    static let turntableSquare = CGRect(x: 0, y: 150, width: 414, height: 436)
}
