import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// The airport of § 3.2: `Airport.png` in an image view the size of the screen, aspect fit, and the plane
/// (`Plane.png`, 50 × 50 at (100, 100), aspect fit) added to the airport's image view, as the code does it (the
/// prose says `self.view`; the airport fills the screen, so both give the same frames). The subclasses land it.
class AirportViewController: CaseViewController {
    var imageViewAirport: UIImageView?
    var imageViewPlane: UIImageView?

    override func viewDidLoad() {
        super.viewDidLoad()
        imageViewAirport = UIImageView()
        imageViewAirport?.frame = UIScreen.main.bounds
        imageViewAirport?.image = UIImage(named: "Airport.png")
        imageViewAirport?.contentMode = UIView.ContentMode.scaleAspectFit
        self.view.addSubview(imageViewAirport!)
        imageViewPlane = UIImageView()
        imageViewPlane?.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        imageViewPlane?.image = UIImage(named: "Plane.png")
        imageViewPlane?.contentMode = UIView.ContentMode.scaleAspectFit
        imageViewAirport!.addSubview(imageViewPlane!)
    }
}
