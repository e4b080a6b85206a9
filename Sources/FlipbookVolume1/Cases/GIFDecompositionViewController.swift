import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 22 (§ 5.4): decomposes `plane.gif` into one PNG per frame in the app's Documents directory, printing each
/// path, as the book's `viewDidLoad` does; then — Flipbook's figure, since the book shows the result in the Finder
/// (Fig 5.7) — the files read back from Documents, as a grid of thumbnails with their names.
final class GIFDecompositionViewController: CaseViewController {
    /// The grid of the files written (Flipbook's figure).
    private(set) var documentsGrid: DocumentsGridView?

    override func viewDidLoad() {
        super.viewDidLoad()
        let gifPath:NSString = Bundle.standIns.path(forResource: "plane", ofType: "gif")! as NSString // Linux: Bundle.main.path(forResource: "plane", ofType: "gif")! as NSString
        let gifData:Data = try! Data(contentsOf: URL(fileURLWithPath: gifPath as String))
        let gifDataSource:CGImageSource = CGImageSourceCreateWithData(gifData as CFData, nil)!
        let gifImageCount:Int = CGImageSourceGetCount(gifDataSource)
        for i in 0...gifImageCount-1{
            let imageref:CGImage? = CGImageSourceCreateImageAtIndex(gifDataSource, i, nil)
            let image:UIImage = UIImage(cgImage: imageref!,
                                        scale:UIScreen.main.scale,
                                        orientation:UIImage.Orientation.up )
            let imageData:Data = UIImagePNGRepresentation(image)!
            let docs=NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)
            let documentsDirectory = docs[0] as String
            let imagePath = documentsDirectory+"/\(i)"+".png"
            try? imageData .write(to: URL(fileURLWithPath: imagePath), options: [.atomic])
            print("\(imagePath) ")
        }
        showDocuments()
    }

    /// Flipbook's figure: the Documents directory as the Finder shows it in Fig 5.7.
    private func showDocuments() {
        let documents = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
        let grid = DocumentsGridView(frame: view.bounds, directory: documents)
        view.addSubview(grid)
        documentsGrid = grid
    }
}
