import FlipbookGraphics
import FlipbookScenes
import Foundation

extension Volume1 {
    /// Volume 1, chapter 5 (GIF): Cases 22–24.
    static let chapter5: [Scene] = [
        Scene(id: "case-22", origin: .book(volume: 1, chapter: 5, section: "5.4"), title: "GIF decomposition",
              chineseTitle: "GIF 分解单帧图片", sampleTimes: [0],
              notes: """
              `plane.gif` (a stand-in: the 67 plane stills at 0.1 s, looping) is read with `CGImageSourceCreateWithData` \
              and each of its 67 frames written to Documents as `0.png` … `66.png` (`UIImagePNGRepresentation`, \
              `.atomic`), each path printed. The book shows the result in the Finder (Fig 5.7); the frame shows the \
              Documents directory read back, as the Finder's icon view: thumbnails with their names. Documents is the \
              host's own temporary app container.
              """,
              viewController: { GIFDecompositionViewController() }),
        Scene(id: "case-23", origin: .book(volume: 1, chapter: 5, section: "5.5"), title: "GIF composition",
              chineseTitle: "序列图像合成 GIF 图像", canvas: planeFrames, sampleTimes: [0, 0.05, 3.35, 6.65, 6.75, 13.5],
              notes: """
              The 67 stills are encoded into Documents/plane.gif with `CGImageDestinationCreateWithURL(…, kUTTypeGIF, \
              67, nil)`, delay 0.1 s each and loop count 1 (file properties set after the frames, as the book does; the \
              colour model and depth 16 are ignored: a GIF is 8-bit indexed). The book opens the file in the Finder \
              (Fig 5.10); the frame shows the GIF decoded back from the file and played by its own delays and loop \
              count as browsers play it: once, then once more (loop count 1), 6.7 s each, then the last frame held. \
              The seed declares `destion` and uses `destination` (fixed).
              """,
              viewController: { GIFCompositionViewController() }),
        Scene(id: "case-24", origin: .book(volume: 1, chapter: 5, section: "5.6.2"), title: "GIF display with UIImageView",
              chineseTitle: "GIF 图片展示：基于 UIImageView", canvas: centredStill, sampleTimes: [0, 2.5, 4.99, 5, 6],
              notes: """
              `animationImages` = the 67 stills, `animationDuration` 5, `animationRepeatCount` 1, `contentMode` center: \
              still k during [k·5/67, (k+1)·5/67) (k = 33 at 2.5 s, 66 at 4.99 s), nothing from 5 s on (the image \
              view's `image` is unset).
              """,
              viewController: { GIFAnimationImagesViewController() }),
    ]

    /// A 300 × 200 still centred on the screen (57…357 × 268…468), with a margin.
    private static let centredStill = CGRect(x: 0, y: 258, width: 414, height: 220)
}
