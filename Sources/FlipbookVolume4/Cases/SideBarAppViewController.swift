import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Case 58's app (not given by the seeds; Fig 16.3 shows a news app behind the side bar): a header and five
/// stories, each a cover thumbnail and a headline, with Case 58's ``SliderViewController`` over them, hidden
/// (`alpha` 0) until it is shown.
final class SideBarAppViewController: UIViewController {
    /// The side bar, its view on top of the app's.
    let slider = SliderViewController()

    /// The header band's colour.
    static let headerColor = UIColor(red: 0.11, green: 0.31, blue: 0.56, alpha: 1)
    /// The header band's height in points.
    static let headerHeight: CGFloat = 64
    /// The height of a story's row in points.
    static let rowHeight: CGFloat = 128

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: Self.headerHeight))
        header.backgroundColor = Self.headerColor
        view.addSubview(header)
        let title = UILabel(frame: CGRect(x: 0, y: 20, width: view.bounds.width, height: 44))
        title.text = "Headlines"
        title.textColor = UIColor.white
        title.textAlignment = .center
        header.addSubview(title)
        for story in 0..<5 {
            addStory(story, top: Self.headerHeight + CGFloat(story) * Self.rowHeight)
        }
        slider.view.alpha = 0
        view.addSubview(slider.view)
    }

    /// Story `index`'s row from `top`: a 72 × 96 cover (`1.jpg` … `3.jpg` in turn), its headline, a grey rule.
    private func addStory(_ index: Int, top: CGFloat) {
        let cover = UIImageView(frame: CGRect(x: 16, y: top + 16, width: 72, height: 96))
        cover.image = UIImage(named: "\(index % 3 + 1).jpg")
        view.addSubview(cover)
        let headline = UILabel(frame: CGRect(x: 104, y: top + 20, width: view.bounds.width - 120, height: 24))
        headline.text = "Story \(index + 1): transitions"
        headline.textColor = UIColor.black
        view.addSubview(headline)
        let rule = UIView(frame: CGRect(x: 16, y: top + Self.rowHeight - 1, width: view.bounds.width - 16, height: 1))
        rule.backgroundColor = UIColor.lightGray
        view.addSubview(rule)
    }
}
