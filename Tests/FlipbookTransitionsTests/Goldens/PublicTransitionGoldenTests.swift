import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookTesting
import Foundation
import Testing

/// Goldens of Apple's public transition types, each held at fixed progress values side by side.
@Suite("Public transition goldens")
struct PublicTransitionGoldenTests {
    typealias Stage = TransitionStage
    static let slate = CGColor(red: 0.16, green: 0.18, blue: 0.22, alpha: 1)
    static let yellow = CGColor(red: 1, green: 0.85, blue: 0.1, alpha: 1)

    /// The rows: a type and subtype each.
    static let rows: [(CATransitionType, CATransitionSubtype?)] = [
        (.fade, nil), (.push, .fromRight), (.push, .fromTop), (.moveIn, .fromLeft), (.moveIn, .fromBottom),
        (.reveal, .fromRight), (.reveal, .fromTop),
    ]
    static let progresses: [Float] = [0.25, 0.5, 0.75]

    /// A cell's old look: red with a white disc on the left; its new look (set in `change`): blue with a yellow
    /// square on the right.
    static func cell(at origin: CGPoint, in root: CALayer) -> (layer: CALayer, change: () -> Void) {
        let layer = CALayer()
        layer.frame = CGRect(origin: origin, size: CGSize(width: 80, height: 60))
        layer.backgroundColor = Stage.red
        layer.masksToBounds = true
        let disc = CALayer()
        disc.frame = CGRect(x: 10, y: 15, width: 30, height: 30)
        disc.cornerRadius = 15
        disc.backgroundColor = Stage.white
        layer.addSublayer(disc)
        root.addSublayer(layer)
        let square = CALayer()
        square.frame = CGRect(x: 45, y: 15, width: 30, height: 30)
        square.backgroundColor = yellow
        return (layer, {
            layer.backgroundColor = Stage.blue
            disc.removeFromSuperlayer()
            layer.addSublayer(square)
        })
    }

    @Test("Rows fade, push fromRight, push fromTop, moveIn fromLeft, moveIn fromBottom, reveal fromRight, reveal fromTop at progress 0.25, 0.5, 0.75 (old: red with a white disc; new: blue with a yellow square), each clipped to its bounds")
    func publicTypes() throws {
        let host = LayerHost(size: CGSize(width: 280, height: 500))
        var cells: [(layer: CALayer, change: () -> Void)] = []
        host.perform {
            CATransaction.setDisableActions(true)
            host.rootLayer.backgroundColor = Self.slate
            for row in Self.rows.indices {
                for column in Self.progresses.indices {
                    cells.append(Self.cell(at: CGPoint(x: 10 + 90 * column, y: 10 + 70 * row), in: host.rootLayer))
                }
            }
        }
        host.perform {
            CATransaction.setDisableActions(true)
            for (index, cell) in cells.enumerated() {
                let (type, subtype) = Self.rows[index / Self.progresses.count]
                let transition = Stage.transition(type, subtype)
                transition.startProgress = Self.progresses[index % Self.progresses.count]
                transition.endProgress = transition.startProgress
                cell.change()
                cell.layer.add(transition, forKey: nil)
            }
        }
        let frame = try host.renderFrameImage(at: 0.5, scale: 2, backgroundColor: Self.slate)
        // Push fromRight at 0.5 (the cell at x = 100): the old right half (red) on the left, the new left half
        // (blue) on the right.
        #expect(frame.rgb(2 * 114, 2 * 80) == [255, 0, 0] && frame.rgb(2 * 156, 2 * 80) == [0, 0, 255])
        // Fade at 0.25: 0.75·red + 0.25·blue.
        let fade = frame[2 * 15, 2 * 12]
        #expect(abs(Int(fade.r) - 191) <= 1 && abs(Int(fade.b) - 64) <= 1)
        try expectGolden(frame, named: "public-types")
    }
}
