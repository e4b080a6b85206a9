import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// Case 23 (§ 5.5): composes the 67 plane stills into `plane.gif` in the app's Documents directory — 0.1 s per
/// frame, loop count 1 — as the book's code does; then — Flipbook's figure, since the book opens the file in the
/// Finder (Fig 5.10) — the GIF decoded back from the file and played by its own delays and loop count in a
/// screen-sized, aspect-fit image view.
final class GIFCompositionViewController: CaseViewController {
    /// The path of the GIF written.
    private(set) var gifPath: String?
    /// What `CGImageDestinationFinalize` answered.
    private(set) var finalized = false
    /// The view playing the GIF read back (Flipbook's figure).
    private(set) var playerView: UIImageView?

    override func viewDidLoad() {
        super.viewDidLoad()
        // Part1: the 67 PNG stills
        let images:NSMutableArray = NSMutableArray()
        for i in 0...66{
            let imagePath = "\(i).png"
            let image:UIImage = UIImage(named: imagePath)!
            images.add(image)
        }
        // Part2: the GIF file in Documents
        let docs=NSSearchPathForDirectoriesInDomains(
            .documentDirectory, .userDomainMask, true)
        let documentsDirectory = docs[0] as String
        let gifPath = documentsDirectory+"/plane.gif"
        print("\(gifPath)")
        let url = CFURLCreateWithFileSystemPath(
            kCFAllocatorDefault, gifPath as CFString,
            CFURLPathStyle.cfurlposixPathStyle, false)
        let destination = CGImageDestinationCreateWithURL(url!,
                                                          kUTTypeGIF, images.count, nil)
        // Part3: the properties, and the frames encoded
        let cgimagePropertiesDic = [kCGImagePropertyGIFDelayTime as String:0.1]
        let cgimagePropertiesDestDic =
            [kCGImagePropertyGIFDictionary
             as String:cgimagePropertiesDic];
        for cgimage in images{
            CGImageDestinationAddImage(destination!,
                                       (cgimage as! UIImage).cgImage!,
                                       cgimagePropertiesDestDic as CFDictionary?);
        }
        let gifPropertiesDic:NSMutableDictionary =
            NSMutableDictionary()
        gifPropertiesDic.setValue(kCGImagePropertyColorModelRGB,
                                  forKey: kCGImagePropertyColorModel as String)
        gifPropertiesDic.setValue(16, forKey:
            kCGImagePropertyDepth as String)
        gifPropertiesDic.setValue(1, forKey:
            kCGImagePropertyGIFLoopCount as String)
        let gifDictionaryDestDic = [kCGImagePropertyGIFDictionary
                                    as String:gifPropertiesDic]
        CGImageDestinationSetProperties(destination!,
                                        gifDictionaryDestDic as CFDictionary?);
        finalized = CGImageDestinationFinalize(destination!);
        self.gifPath = gifPath
        playWrittenGIF(at: url!)
    }

    /// Flipbook's figure: the GIF read back from `url`, played by its delays and loop count.
    private func playWrittenGIF(at url: CFURL) {
        let player = UIImageView(frame: view.bounds)
        player.contentMode = .scaleAspectFit
        view.addSubview(player)
        playerView = player
        guard let source = CGImageSourceCreateWithURL(url, nil), let playback = GIFPlayback(source: source) else { return }
        player.layer.add(playback.animation(), forKey: "GIFPlayback")
    }
}
