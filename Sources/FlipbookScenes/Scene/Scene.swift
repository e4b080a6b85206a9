import FlipbookCompositor
import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookImageIO
import FlipbookUIKit
import Foundation

/// One case of the seeds as a renderable scene: its catalogue metadata, the part of the screen it shows, the layer
/// tree and script its set-up builds, and the times at which it is sampled.
///
/// A scene is a value: every render builds a fresh ``SceneStage`` (a new ``LayerHost`` and layer tree) and runs
/// the virtual clock to the requested time, so frames can render in parallel and the same time always gives the
/// same bytes.
///
/// ```swift
/// let scene = Volume2.scenes[0]                      // Case 25
/// let frame = try scene.renderFrame(at: 1.0)          // RGBAImage, 1 pixel per point
/// let strip = try scene.renderFilmstrip()             // the sample frames side by side, labelled
/// ```
public struct Scene: Sendable, Identifiable {
    /// The case's identifier from the catalogue: `"case-25"` for the book's Case 25, `"A-1"`, `"B-7"` for the
    /// articles' cases.
    public let id: String
    /// Where the case comes from: book volume and chapter, or article and section.
    public let origin: SceneOrigin
    /// The English title.
    public let title: String
    /// The Chinese title, as the seeds give it (or as their section heading names the case).
    public let chineseTitle: String
    /// The part of the screen the frames show, in screen points (the whole screen is 414 × 736).
    public let canvas: CGRect
    /// The sample times in seconds, in increasing order: one for a static demo, three to nine for an animation
    /// (its start, its key moments, its end).
    public let sampleTimes: [CFTimeInterval]
    /// Notes on choices the case needed: parameters the seeds leave open, conflicts, stand-in images.
    public let notes: String
    private let makeViewController: @Sendable () -> UIViewController
    private let setUp: @Sendable (SceneStage) -> Void

    /// The screen of the seeds' reference device, iPhone 6s Plus: 414 × 736 points.
    public static let screenSize = CGSize(width: 414, height: 736)

    /// Creates a scene.
    ///
    /// - Parameters:
    ///   - id: the catalogue identifier.
    ///   - origin: the book chapter or article section.
    ///   - title: the English title.
    ///   - chineseTitle: the Chinese title.
    ///   - canvas: the part of the screen to show (default: the whole screen).
    ///   - sampleTimes: the times to sample, in seconds.
    ///   - notes: choices made where the seeds are silent or contradict themselves.
    ///   - setUp: builds the view and layer tree on the stage's plain view controller (its view is white) and
    ///     schedules the script; called once per render, in `viewDidLoad`'s place.
    public init(id: String, origin: SceneOrigin, title: String, chineseTitle: String,
                canvas: CGRect = CGRect(origin: .zero, size: Scene.screenSize), sampleTimes: [CFTimeInterval],
                notes: String = "", setUp: @escaping @Sendable (SceneStage) -> Void) {
        self.init(id: id, origin: origin, title: title, chineseTitle: chineseTitle, canvas: canvas,
                  sampleTimes: sampleTimes, notes: notes, viewController: {
                      let controller = UIViewController()
                      controller.view.backgroundColor = .white
                      return controller
                  }, script: setUp)
    }

    /// Creates a scene whose code is a view controller, as the seeds write it: the stage's window shows a fresh
    /// controller from `viewController` (`viewDidLoad` builds the views, `viewWillAppear` starts the animation…),
    /// and `script` schedules what happens later (taps, touches) with ``SceneStage/at(_:_:perform:)``.
    ///
    /// - Parameters:
    ///   - id: the catalogue identifier.
    ///   - origin: the book chapter or article section.
    ///   - title: the English title.
    ///   - chineseTitle: the Chinese title.
    ///   - canvas: the part of the screen to show (default: the whole screen).
    ///   - sampleTimes: the times to sample, in seconds.
    ///   - notes: choices made where the seeds are silent or contradict themselves.
    ///   - viewController: makes the case's view controller; called once per render.
    ///   - script: schedules the script on the stage once the view is loaded; called once per render.
    public init(id: String, origin: SceneOrigin, title: String, chineseTitle: String,
                canvas: CGRect = CGRect(origin: .zero, size: Scene.screenSize), sampleTimes: [CFTimeInterval],
                notes: String = "", viewController: @escaping @Sendable () -> UIViewController,
                script: @escaping @Sendable (SceneStage) -> Void = { _ in }) {
        self.id = id
        self.origin = origin
        self.title = title
        self.chineseTitle = chineseTitle
        self.canvas = canvas
        self.sampleTimes = sampleTimes.sorted()
        self.notes = notes
        self.makeViewController = viewController
        self.setUp = script
    }

    /// The size of a frame in points.
    public var canvasSize: CGSize { canvas.size }

    /// The script: the events the set-up schedules (taps, timers, delayed blocks), in time order.
    public var script: [SceneEvent] {
        makeStage(scale: 1).events.sorted { $0.time < $1.time }
    }

    /// Builds a fresh stage: a host whose root layer shows ``canvas`` and whose images are those of the case's app
    /// (``SceneOrigin/standInApp``), the window and its view controller, the view and layer tree, and the script
    /// started (events at time 0 have run; the host's clock reads 0). `scale` is the screen scale the frames will
    /// render at.
    ///
    /// The view is loaded and the set-up runs in the host's first run-loop turn, with actions enabled as on iOS:
    /// the layers are not committed yet, so a standalone layer's implicit animations show no change (its first
    /// values appear at once), while a UIKit animation block there animates from the value before the change and
    /// plays from its start at time 0, as a block in `viewDidLoad` of the window's first view controller does.
    public func makeStage(scale: Int) -> SceneStage {
        let host = LayerHost(size: canvas.size)
        host.screen = UIScreen(size: Scene.screenSize, scale: CGFloat(scale))
        host.standInApp = origin.standInApp
        let stage = host.perform {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            host.rootLayer.bounds = canvas
            CATransaction.commit()
            let stage = SceneStage(host: host, screenSize: Scene.screenSize, screenScale: CGFloat(scale),
                                   viewController: makeViewController())
            stage.viewController.loadViewIfNeeded()
            setUp(stage)
            stage.window.rootViewController = stage.viewController
            stage.window.makeKeyAndVisible()
            return stage
        }
        stage.startScript()
        return stage
    }

    /// Renders the frame at `time` (seconds) at `scale` pixels per point (1, 2 or 3) on a white background, from a
    /// fresh stage.
    ///
    /// - Throws: ``FrameRenderError`` for a scale other than 1, 2 or 3, or a negative or non-finite time.
    public func renderFrame(at time: CFTimeInterval, scale: Int = 1) throws(FrameRenderError) -> RGBAImage {
        let stage = makeStage(scale: scale)
        defer { withExtendedLifetime(stage) {} }
        return try stage.host.renderFrameImage(at: time, scale: scale, backgroundColor: .white)
    }

    /// Renders every sample time (see ``renderFrame(at:scale:)``), in order.
    public func renderSampleFrames(scale: Int = 1) throws(FrameRenderError) -> [RGBAImage] {
        var frames: [RGBAImage] = []
        for time in sampleTimes { frames.append(try renderFrame(at: time, scale: scale)) }
        return frames
    }
}
