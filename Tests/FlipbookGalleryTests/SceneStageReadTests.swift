import FlipbookCoreAnimation
import FlipbookScenes
import FlipbookSceneTesting
import FlipbookUIKit
import Testing

@Suite("SceneStage.read(at:_:): the stage's clock run forward, then read in a run-loop turn")
struct SceneStageReadTests {
    final class TickCounter: UIViewController {
        var ticks = 0
        var timer: Timer?

        override func viewDidLoad() {
            super.viewDidLoad()
            timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [unowned self] _ in ticks += 1 }
        }
    }

    @Test("a 0.25 s timer has fired 4 times at 1 s, read at the host's time 1; an earlier time reads the same")
    func readRunsTheClock() throws {
        let scene = Scene(id: "read-test", origin: .article(number: 2, section: "test"), title: "", chineseTitle: "",
                          sampleTimes: [0], viewController: { TickCounter() })
        let stage = scene.makeStage(scale: 1)
        let controller = try #require(stage.viewController as? TickCounter)
        #expect(stage.read(at: 0) { controller.ticks } == 0)
        #expect(stage.read(at: 1) { (controller.ticks, CACurrentMediaTime()) } == (4, 1))
        #expect(stage.read(at: 0.5) { controller.ticks } == 4)
        #expect(stage.read(at: 1.3) { controller.ticks } == 5)
    }
}
