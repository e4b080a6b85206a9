// The umbrella module: `import Flipbook` gives the whole Apple-named API, the way `import UIKit`
// gives UIKit, Core Animation and Core Graphics on iOS. Foundation comes with it too (on Linux `CGFloat`,
// `CGPoint`, `CGSize`, `CGRect` and `NSValue` live there), as it does with `import QuartzCore` on iOS: it comes through
// FlipbookCoreAnimation, never directly, so that Flipbook's virtual-clock `Timer` shadows Foundation's.
@_exported import FlipbookGraphics
@_exported import FlipbookCoreAnimation
@_exported import FlipbookContentLayers
@_exported import Flipbook3D
@_exported import FlipbookText
@_exported import FlipbookImageIO
@_exported import FlipbookCompositor
@_exported import FlipbookUIKit
@_exported import FlipbookAccelerate
// Flipbook's own names, no Apple API: state dumps and value-over-time plots of layer trees.
@_exported import FlipbookInspection
