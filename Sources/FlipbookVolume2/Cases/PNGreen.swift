import FlipbookUIKit

/// Chapter 11's green (§ 11.2.2–11.3): RGB(77, 186, 122), which the book calls "cyan" (青色) and its chart code
/// names `PNGreen`.
let PNGreen: UIColor = UIColor(red: 77.0 / 255.0, green: 186.0 / 255.0, blue: 122.0 / 255.0, alpha: 1.0)
