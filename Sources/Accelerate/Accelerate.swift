// `import Accelerate` on Linux, as on iOS: the vImage subset Flipbook implements (FlipbookAccelerate).
@_exported import FlipbookAccelerate
