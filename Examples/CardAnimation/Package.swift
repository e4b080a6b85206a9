// swift-tools-version: 6.0
//
// A package of its own that golden-tests its animation code with Flipbook, depending on it by URL and version.
// (Flipbook's `scripts/check-versioned-dependency` builds and tests it against a tagged clone by `file://` URL.)
import PackageDescription

let package = Package(
    name: "CardAnimation",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/flipbook/flipbook.git", from: "1.0.0"), // flipbook-dependency
    ],
    targets: [
        .target(name: "CardAnimation", dependencies: [.product(name: "Flipbook", package: "flipbook")]),
        .testTarget(
            name: "CardAnimationTests",
            dependencies: [
                "CardAnimation",
                .product(name: "Flipbook", package: "flipbook"),
                .product(name: "FlipbookTesting", package: "flipbook"),
            ]
        ),
    ]
)
