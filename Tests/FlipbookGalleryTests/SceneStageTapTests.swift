import FlipbookCoreAnimation
import FlipbookScenes
import FlipbookUIKit
import Foundation
import Testing

@Suite("SceneStage: scripted taps reach the case's view controller")
struct SceneStageTapTests {
    final class TapCounter: UIViewController {
        let button = UIButton(frame: CGRect(x: 20, y: 230, width: 374, height: 50))
        var taps: [CFTimeInterval] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            button.addTarget(self, action: Selector(TapCounter.loginAction), for: .touchUpInside)
            view.addSubview(button)
        }

        func loginAction() { taps.append(CACurrentMediaTime()) }
    }

    @Test("a tap on the button at 0.5 s runs its action at 0.5 s; a tap beside it at 1 s does not")
    func tapRunsAction() throws {
        let scene = Scene(id: "tap-test", origin: .article(number: 2, section: "test"), title: "", chineseTitle: "",
                          sampleTimes: [0], viewController: { TapCounter() }) { stage in
            stage.tap(at: CGPoint(x: 207, y: 255), time: 0.5)
            stage.tap(at: CGPoint(x: 207, y: 400), time: 1)
        }
        #expect(scene.script.map(\.description) == ["tap at (207.0, 255.0)", "tap at (207.0, 400.0)"])
        let stage = scene.makeStage(scale: 1)
        stage.host.run(until: 2)
        let controller = try #require(stage.viewController as? TapCounter)
        #expect(controller.taps == [0.5])
    }
}
