// `import UniformTypeIdentifiers` on Linux, as on iOS 14+: `UTType` (`.png`, `.gif`, `identifier`…), for the image
// types Flipbook's ImageIO reads and writes. It lives in FlipbookGraphics.
@_exported import struct FlipbookGraphics.UTType
