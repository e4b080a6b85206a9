// `import QuartzCore` on Linux, as on iOS: Core Animation (layers, animations, transactions, `CADisplayLink`; the
// content layers `CAShapeLayer`, `CAGradientLayer`, `CAReplicatorLayer`, `CAEmitterLayer`; `CATransformLayer`;
// `CATextLayer` from FlipbookText; `render(in:)` from FlipbookCompositor), Core Graphics and Foundation.
@_exported import CoreGraphics
@_exported import FlipbookCoreAnimation
@_exported import FlipbookContentLayers
@_exported import Flipbook3D
@_exported import FlipbookText
@_exported import FlipbookCompositor
