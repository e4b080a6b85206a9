import FlipbookGraphics
import Foundation

/// Numerals drawn as seven-segment strokes, so that numbered stand-ins show their number without fonts.
extension CGContext {
    /// The segments lit for each digit, in the order top, top right, bottom right, bottom, bottom left, top left,
    /// middle.
    private static let segmentsOfDigit: [[Bool]] = [
        [true, true, true, true, true, true, false],     // 0
        [false, true, true, false, false, false, false], // 1
        [true, true, false, true, true, false, true],    // 2
        [true, true, true, true, false, false, true],    // 3
        [false, true, true, false, false, true, true],   // 4
        [true, false, true, true, false, true, true],    // 5
        [true, false, true, true, true, true, true],     // 6
        [true, true, true, false, false, false, false],  // 7
        [true, true, true, true, true, true, true],      // 8
        [true, true, true, true, false, true, true],     // 9
    ]

    /// Strokes the decimal digits of `digits` (other characters are skipped) as seven-segment numerals side by side
    /// in `rect`, each digit as wide as `rect` allows at a 1 : 2 ratio, centred, with round caps `lineWidth` wide
    /// in the current stroke colour.
    func strokeSegmentNumerals(_ digits: String, in rect: CGRect, lineWidth: CGFloat) {
        let values = digits.compactMap(\.wholeNumberValue)
        guard !values.isEmpty else { return }
        let gap = lineWidth * 1.5
        let count = CGFloat(values.count)
        let width = min((rect.width - gap * (count - 1)) / count, rect.height / 2)
        let height = width * 2
        var x = rect.midX - (width * count + gap * (count - 1)) / 2
        let top = rect.midY - height / 2
        for value in values {
            addSegments(Self.segmentsOfDigit[value], in: CGRect(x: x, y: top, width: width, height: height))
            x += width + gap
        }
        setLineWidth(lineWidth)
        setLineCap(.round)
        setLineJoin(.round)
        strokePath()
    }

    /// Adds the lit segments of one digit in `box` (y down) to the path.
    private func addSegments(_ lit: [Bool], in box: CGRect) {
        let left = box.minX, right = box.maxX, top = box.minY, middle = box.midY, bottom = box.maxY
        let segments: [(CGPoint, CGPoint)] = [
            (CGPoint(x: left, y: top), CGPoint(x: right, y: top)),
            (CGPoint(x: right, y: top), CGPoint(x: right, y: middle)),
            (CGPoint(x: right, y: middle), CGPoint(x: right, y: bottom)),
            (CGPoint(x: left, y: bottom), CGPoint(x: right, y: bottom)),
            (CGPoint(x: left, y: middle), CGPoint(x: left, y: bottom)),
            (CGPoint(x: left, y: top), CGPoint(x: left, y: middle)),
            (CGPoint(x: left, y: middle), CGPoint(x: right, y: middle)),
        ]
        for (segment, isLit) in zip(segments, lit) where isLit {
            move(to: segment.0)
            addLine(to: segment.1)
        }
    }
}
