import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 48's smaller figures (§ 11.2.2, Figs 11.3–11.8): one figure's drawings stacked down the screen, each a
/// ``BezierFigureView`` panel of 220 × 120 points showing the book's (140…360, 140…260), under a caption (as wide as
/// the screen) with the line(s) of code it illustrates.
final class BezierFiguresViewController: UIViewController {
    private let figures: [BezierFigure]

    /// The panels' top-left corner in the book's coordinates: (140, 140).
    static let drawingOrigin = CGPoint(x: 140, y: 140)
    /// The frame of the `index`th panel's drawing on the screen.
    static func panelFrame(at index: Int) -> CGRect {
        CGRect(x: 97, y: 30 + 150 * CGFloat(index), width: 220, height: 120)
    }

    /// Creates the controller with the drawings of one figure, top to bottom.
    init(figures: [BezierFigure]) {
        self.figures = figures
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the cases are made in code.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, figure) in figures.enumerated() {
            let panel = Self.panelFrame(at: index)
            let caption = UILabel(frame: CGRect(x: 0, y: panel.minY - 20, width: self.view.bounds.width, height: 20))
            caption.text = figure.caption
            caption.font = UIFont.systemFont(ofSize: 13)
            caption.textAlignment = .center
            self.view.addSubview(caption)
            let drawing = BezierFigureView(frame: panel, figure: figure)
            drawing.bounds.origin = Self.drawingOrigin
            self.view.addSubview(drawing)
        }
    }
}
