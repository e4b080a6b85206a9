// `import ImageIO` on Linux, as on iOS: image sources and destinations (`CGImageSource…`, `CGImageDestination…`),
// the `kCGImageProperty…` keys, and Core Graphics, which ImageIO's API is written in. They live in FlipbookGraphics
// (so `import CoreGraphics` and `import UIKit` see them too).
@_exported import CoreGraphics
