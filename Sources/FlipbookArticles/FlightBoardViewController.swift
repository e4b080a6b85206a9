import FlipbookGraphics
import FlipbookUIKit
import Foundation

/// Article 003's flight board (C-1): a weather background with falling snow, the flight's summary line, its
/// number and gate, where it departs from and arrives to with a plane between them, and its status on a banner.
///
/// The article builds the board in a storyboard whose geometry it does not give; the frames here are ours, on the
/// 414 × 736 screen. `viewDidLoad` shows London → Paris without animation, which schedules the first animated
/// change 3 s later (``changeFlight(to:animated:)``).
final class FlightBoardViewController: UIViewController {
    let bgImageView = UIImageView()
    let snowView = SnowView(frame: CGRect(x: 0, y: 0, width: 414, height: 736))

    let summaryIcon = UIImageView(frame: CGRect(x: 24, y: 36, width: 24, height: 24))
    let summary = UILabel(frame: CGRect(x: 56, y: 36, width: 334, height: 24))

    let flightNr = UILabel(frame: CGRect(x: 40, y: 110, width: 334, height: 60))
    let gateNr = UILabel(frame: CGRect(x: 40, y: 176, width: 334, height: 36))
    let departingFrom = UILabel(frame: CGRect(x: 40, y: 290, width: 130, height: 56))
    let arrivingTo = UILabel(frame: CGRect(x: 244, y: 290, width: 130, height: 56))
    let planeImage = UIImageView(frame: CGRect(x: 177, y: 288, width: 60, height: 60))

    let flightStatus = UILabel(frame: CGRect(x: 117, y: 600, width: 180, height: 44))
    let statusBanner = UIImageView(frame: CGRect(x: 117, y: 600, width: 180, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        bgImageView.frame = view.bounds
        view.addSubview(bgImageView)
        view.addSubview(snowView)
        summaryIcon.image = UIImage(named: "icon-blue-arrow")
        view.addSubview(summaryIcon)
        planeImage.image = UIImage(named: "plane")
        statusBanner.image = UIImage(named: "banner")
        let labels: [(UILabel, UIFont, NSTextAlignment)] = [
            (summary, .systemFont(ofSize: 17), .left), (flightNr, .boldSystemFont(ofSize: 44), .center),
            (gateNr, .systemFont(ofSize: 26), .center), (departingFrom, .boldSystemFont(ofSize: 40), .left),
            (arrivingTo, .boldSystemFont(ofSize: 40), .right), (flightStatus, .boldSystemFont(ofSize: 22), .center),
        ]
        for (label, font, alignment) in labels {
            label.font = font
            label.textAlignment = alignment
            label.textColor = .white
            label.backgroundColor = .clear
        }
        for subview in [summary, flightNr, gateNr, departingFrom, arrivingTo, planeImage, statusBanner, flightStatus] {
            view.addSubview(subview)
        }
        changeFlight(to: londonToParis)
    }

    /// The article's `changeFlight(to:animated:)`: shows `data`, animated (the plane departs, the background
    /// cross-dissolves, the texts roll or slide to their new values) or at once, then schedules the change to the
    /// other flight 3 s later — the board alternates for ever.
    ///
    /// `summarySwitch(to:)` is called by the article but not printed: the summary is set directly, without
    /// animation, in both branches.
    func changeFlight(to data: FlightData, animated: Bool = false) {
        if animated {
            planeDepart()
            summary.text = data.summary
            if let weather = UIImage(named: data.weatherImageName) {
                fadeImageView(imageView: bgImageView, toImage: weather, showEffects: data.showWeatherEffects)
            }
            let direction: AnimationDirection = data.isTakingOff ? .positive : .negative
            cubeTransition(label: flightNr, text: data.flightNr, direction: direction)
            cubeTransition(label: gateNr, text: data.gateNr, direction: direction)
            let offsetDeparting = CGPoint(x: CGFloat(direction.rawValue * 80), y: 0.0)
            moveLabel(label: departingFrom, text: data.departingFrom, offset: offsetDeparting)
            let offsetArriving = CGPoint(x: 0.0, y: CGFloat(direction.rawValue * 50))
            moveLabel(label: arrivingTo, text: data.arrivingTo, offset: offsetArriving)
            cubeTransition(label: flightStatus, text: data.flightStatus, direction: direction)
        } else {
            bgImageView.image = UIImage(named: data.weatherImageName)
            snowView.isHidden = !data.showWeatherEffects
            flightNr.text = data.flightNr
            gateNr.text = data.gateNr
            departingFrom.text = data.departingFrom
            arrivingTo.text = data.arrivingTo
            flightStatus.text = data.flightStatus
            summary.text = data.summary
        }
        delay(seconds: 3.0) { [weak self] in
            self?.changeFlight(to: data.isTakingOff ? parisToRome : londonToParis, animated: true)
        }
    }
}
