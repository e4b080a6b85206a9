// The umbrella module: `import Flipbook` gives the whole Apple-named API, the way `import UIKit`
// gives UIKit, Core Animation and Core Graphics on iOS.
@_exported import FlipbookGraphics
@_exported import FlipbookCoreAnimation
@_exported import FlipbookText
@_exported import FlipbookImageIO
@_exported import FlipbookCompositor
