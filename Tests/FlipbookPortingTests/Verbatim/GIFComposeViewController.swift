// The book's chapter 5 (Case 23, §5.5): the 67 plane stills composed into Documents/plane.gif with ImageIO, 0.1 s a
// frame, loop count 1, as an iOS project's ViewController.swift in the current Swift. `GIFComposeViewController` is
// our name for the book's `ViewController`; the three parts are the book's, in `viewDidLoad`. Modernisations Xcode
// demands, the seed's error and the Linux edits: docs/porting.md.
import UIKit
import ImageIO
import MobileCoreServices

class GIFComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Part1:读取 67 张 png 图片
        let images:NSMutableArray = NSMutableArray()
        for i in 0...66{// 遍历本地 67 张图片
            let imagePath = "\(i).png" // 构建图片名称
            let image:UIImage = UIImage(named: imagePath)!//
            images.add(image)// 将图片添加到数组中
        }
        // Part2:在 Document 目录创建 gif 文件
        var docs=NSSearchPathForDirectoriesInDomains(
            .documentDirectory, .userDomainMask, true)
        let documentsDirectory = docs[0] as String
        let gifPath = documentsDirectory+"/plane.gif"
        print("\(gifPath)")
        let url = CFURLCreateWithFileSystemPath(
            kCFAllocatorDefault, gifPath as CFString,
            CFURLPathStyle.cfurlposixPathStyle, false)
        let destination = CGImageDestinationCreateWithURL(url!,
                                                          kUTTypeGIF, images.count, nil)
        // Part3:设置 gif 图片属性, 利用 67 张 png 图片构建 gif
        let cgimagePropertiesDic = [kCGImagePropertyGIFDelayTime as
                                    String:0.1]//设置每帧之间播放时间
        let cgimagePropertiesDestDic =
            [kCGImagePropertyGIFDictionary
             as String:cgimagePropertiesDic];
        for cgimage in images{
            CGImageDestinationAddImage(destination!,
                                       (cgimage as! UIImage).cgImage!, // Linux: (cgimage as AnyObject).cgImage!!,
                                       cgimagePropertiesDestDic as CFDictionary?);
        }// 依次为 gif 图像对象添加每一帧元素
        let gifPropertiesDic:NSMutableDictionary =
            NSMutableDictionary()
        gifPropertiesDic.setValue(kCGImagePropertyColorModelRGB,
                                  forKey: kCGImagePropertyColorModel as String)
        gifPropertiesDic.setValue(16, forKey:
            kCGImagePropertyDepth as String)// 设置图像的颜色深度
        gifPropertiesDic.setValue(1, forKey:
            kCGImagePropertyGIFLoopCount as String)// 设置 Gif 执行次数
        let gifDictionaryDestDic = [kCGImagePropertyGIFDictionary
                                    as String:gifPropertiesDic]
        CGImageDestinationSetProperties(destination!,
            gifDictionaryDestDic as CFDictionary?);//为 gif 图像设置属性
        CGImageDestinationFinalize(destination!);
    }
}
