import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookScenes
import FlipbookUIKit
import Foundation

// MARK: layer actions as transitions

extension Articles {
    /// the layer's delegate answers every action with a reveal transition from the left, so the colour
    /// change slides the old colour off to the right over the transaction's default 0.25 s.
    static let a4 = Scene(
        id: "A-4", origin: .article(number: 1, section: "Layer actions: the delegate"),
        title: "Action from the layer delegate: reveal from the left", chineseTitle: "图层行为1",
        canvas: colorLayerCanvas, sampleTimes: [0, 0.0625, 0.125, 0.1875, 0.25],
        notes: """
        The transition sets no duration, so it runs the transaction's default 0.25 s, linearly (a transition \
        without a timing function is linear). \(randomColourNote)
        """
    ) { stage in
        let colorLayer = addColorLayer(on: stage)
        let delegate = RevealActionDelegate()
        stage.own(delegate)
        colorLayer.delegate = delegate
        var random = SeededRandom(seed: 14)
        stage.at(0, "touchesEnded: set a random background colour (the delegate's action is a reveal)") {
            colorLayer.backgroundColor = randomColor(&random)
        }
    }

    /// the layer's `actions` dictionary maps `backgroundColor` to a push from the left of 1 s.
    static let a5 = Scene(
        id: "A-5", origin: .article(number: 1, section: "Layer actions: the actions dictionary"),
        title: "Action from the actions dictionary: push from the left", chineseTitle: "图层行为2",
        canvas: colorLayerCanvas, sampleTimes: [0, 0.25, 0.5, 0.75, 1],
        notes: "The push is linear (no timing function). \(randomColourNote)"
    ) { stage in
        let colorLayer = addColorLayer(on: stage)
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromLeft
        transition.duration = 1.0
        colorLayer.actions = ["backgroundColor": transition]
        var random = SeededRandom(seed: 14)
        stage.at(0, "touchesEnded: set a random background colour (the action is a 1 s push)") {
            colorLayer.backgroundColor = randomColor(&random)
        }
    }
}

/// A-4's view controller as the layer's delegate: every action is a reveal from the left.
private final class RevealActionDelegate: CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        let transition = CATransition()
        transition.type = .reveal
        transition.subtype = .fromLeft
        return transition
    }
}
