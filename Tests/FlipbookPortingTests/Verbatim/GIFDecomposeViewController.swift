// The book's chapter 5 (Case 22, §5.4): plane.gif decomposed into one PNG per frame in the app's Documents directory,
// as an iOS project's ViewController.swift in the current Swift. `GIFDecomposeViewController` is our name for the
// book's `ViewController`. Modernisations Xcode demands and the Linux edits: docs/porting.md.
import UIKit
import ImageIO

class GIFDecomposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let gifPath:NSString = Bundle.standIns.path(forResource: // Linux: Bundle.main.path(forResource:
            "plane", ofType: "gif")! as NSString
        let gifData:Data = try! Data(contentsOf:
            URL(fileURLWithPath: gifPath as String))
        let gifDataSource:CGImageSource =
            CGImageSourceCreateWithData(gifData as CFData, nil)!
        let gifImageCount:Int =
            CGImageSourceGetCount(gifDataSource)
        for i in 0...gifImageCount-1{
            let imageref:CGImage? =
                CGImageSourceCreateImageAtIndex(
                    gifDataSource, i, nil)
            let image:UIImage = UIImage(cgImage: imageref!,
                scale:UIScreen.main.scale,
                orientation:UIImage.Orientation.up )
            let imageData:Data = image.pngData()!
            var docs=NSSearchPathForDirectoriesInDomains(
                .documentDirectory, .userDomainMask, true)
            let documentsDirectory = docs[0] as String
            let imagePath = documentsDirectory+"/\(i)"+".png"
            try? imageData .write(to: URL(fileURLWithPath:
                imagePath), options: [.atomic])
            print("\(imagePath) ")
        }
    }
}
