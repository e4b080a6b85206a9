import FlipbookCoreAnimation
import FlipbookGraphics
import FlipbookUIKit

/// A folder as the Finder's icon view shows it (the book's Fig 5.7): the PNG files of `directory`, read back from
/// disk, as thumbnails with their names below, in the Finder's order (numbers in names compared as numbers: `2.png`
/// before `10.png`), six to a row on white. Chapter 5's Case 22 shows its Documents directory with it.
final class DocumentsGridView: UIView {
    /// The file names shown, in order.
    let fileNames: [String]

    static let columns = 6
    static let cellSize = CGSize(width: 69, height: 58)
    static let thumbnailSize = CGSize(width: 60, height: 40)
    static let topMargin: CGFloat = 10

    init(frame: CGRect, directory: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        fileNames = names.filter { $0.hasSuffix(".png") }.sorted { $0.compare($1, options: .numeric) == .orderedAscending }
        super.init(frame: frame)
        backgroundColor = .white
        for (index, name) in fileNames.enumerated() {
            addCell(named: name, image: UIImage(contentsOfFile: (directory as NSString).appendingPathComponent(name)),
                    at: index)
        }
    }

    required init?(coder: NSCoder) {
        fileNames = []
        super.init(coder: coder)
    }

    /// The rectangle of cell `index`: row by row, the grid centred across the view.
    static func cellFrame(at index: Int, width: CGFloat) -> CGRect {
        let left = (width - CGFloat(columns) * cellSize.width) / 2
        return CGRect(x: left + CGFloat(index % columns) * cellSize.width,
                      y: topMargin + CGFloat(index / columns) * cellSize.height,
                      width: cellSize.width, height: cellSize.height)
    }

    private func addCell(named name: String, image: UIImage?, at index: Int) {
        let cell = Self.cellFrame(at: index, width: bounds.width)
        let thumbnail = UIImageView(frame: CGRect(x: cell.midX - Self.thumbnailSize.width / 2, y: cell.minY,
                                                  width: Self.thumbnailSize.width, height: Self.thumbnailSize.height))
        thumbnail.image = image
        thumbnail.contentMode = .scaleAspectFit
        addSubview(thumbnail)
        let label = UILabel(frame: CGRect(x: cell.minX, y: cell.minY + Self.thumbnailSize.height + 1,
                                          width: cell.width, height: 14))
        label.text = name
        label.font = UIFont.systemFont(ofSize: 11)
        label.textColor = .black
        label.textAlignment = .center
        addSubview(label)
    }
}
