import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookSceneTesting
import FlipbookScenes
import FlipbookUIKit
@testable import FlipbookVolume4
import Testing

/// Cases 55 and 56 (catalogue §2.4): the "Next" button, tapped at 0 s, shows `2.jpg` and adds a 2 s transition to
/// the whole view's layer — `oglFlip` (55-1), `oglFlip` from the right (55-2), each of the eleven types (56) —:
/// the view's presentation carries the transition at progress t / 2 (no timing function: linear), its old rendering
/// showing `1.jpg`; from 2 s the view shows its model, `2.jpg`, with no transition.
@Suite("Chapter 15 transitions")
struct Chapter15TransitionTests {
    /// Each scene of the chapter with the type and subtype its transition must have.
    static let expectedTransitions: [(id: String, type: String, subtype: CATransitionSubtype?)] = [
        ("case-55-1", "oglFlip", nil), ("case-55-2", "oglFlip", .fromRight),
        ("case-56-03", "cube", nil), ("case-56-04", "suckEffect", nil), ("case-56-05", "rippleEffect", nil),
        ("case-56-06", "pageUnCurl", nil), ("case-56-07", "pageCurl", nil), ("case-56-08", "cameraIrisHollowOpen", nil),
        ("case-56-09", "cameraIrisHollowClose", nil), ("case-56-10", "fade", nil), ("case-56-11", "push", nil),
        ("case-56-12", "reveal", nil), ("case-56-13", "moveIn", nil),
    ]

    @Test("The chapter holds Case 55's two figures and Case 56's eleven, in the book's order, each sampled over its 2 s transition")
    func scenes() {
        #expect(Volume4.chapter15.map(\.id) == Self.expectedTransitions.map(\.id))
        #expect(Volume4.chapter15.allSatisfy { $0.sampleTimes == [0, 0.5, 1, 1.5, 2] })
        #expect(Volume4.chapter15.allSatisfy { $0.origin.group == .book(volume: 4, chapter: 15) })
    }

    @Test("The view's presentation carries the transition at progress t / 2, the old rendering showing 1.jpg, the model 2.jpg",
          arguments: expectedTransitions.map(\.id))
    func transition(id: String) throws {
        let scene = try #require(Volume4.chapter15.first { $0.id == id })
        let expected = try #require(Self.expectedTransitions.first { $0.id == id })
        let stage = scene.makeStage(scale: 1)
        let viewer = try #require(stage.viewController as? ImageViewerViewController)
        for time in [0.0, 0.5, 1, 1.5] {
            try stage.read(at: time) {
                let presentation = try #require(viewer.view.layer.presentation()?.transitionPresentation)
                #expect(presentation.type.rawValue == expected.type && presentation.subtype == expected.subtype)
                #expect(abs(presentation.progress - time / 2) < 1e-9, "\(id) at \(time) s: \(presentation.progress)")
                let before = try #require(presentation.priorRendering)
                #expect(Self.isStandIn("1.jpg", before.sublayers?.first?.contents))
                #expect(Self.isStandIn("2.jpg", viewer.imageView?.image?.cgImage))
            }
        }
        try stage.read(at: 2) {
            #expect(viewer.view.layer.presentation()?.transitionPresentation == nil)
            #expect(Self.isStandIn("2.jpg", viewer.view.layer.presentation()?.sublayers?.first?.contents))
        }
    }

    /// Whether `contents` is a `CGImage` with the pixels of the stand-in `UIImage(named: name)` finds (call it in
    /// the scene's host, whose app names the pictures).
    static func isStandIn(_ name: String, _ contents: Any?) -> Bool {
        guard let image = contents as? CGImage, let standIn = UIImage(named: name)?.cgImage,
              let pixels = image.dataProvider?.data, let expected = standIn.dataProvider?.data else { return false }
        return image.width == standIn.width && image.height == standIn.height && (pixels as Data) == (expected as Data)
    }
}
