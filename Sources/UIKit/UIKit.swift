// `import UIKit` on Linux, as on iOS: UIKit, Core Animation, Core Graphics and Foundation, all of Flipbook's
// Apple-named API.
@_exported import Flipbook
@_exported import QuartzCore
