// swift-tools-version: 6.2
//
// Flipbook: iOS's animation stack, headless.
//
// Module map (each folder under Sources/ is one module):
//   CLibPNG                 system library: libpng (the simplified API writes PNGs)
//   CFlipbookPNG            C: PNG decoding through libpng's row-by-row API (its errors longjmp, which Swift cannot)
//   CGifLib                 system library: giflib (GIF decoding and encoding)
//   FlipbookImageIO         RGBA8 images, PNG reading/writing (libpng), GIF decoding/encoding (giflib) and palettes
//   FlipbookDiff            perceptual image comparison (pixelmatch YIQ, SSIM, max delta)
//   FlipbookHarness         golden store, record modes, artifacts, HTML diff report (no test framework)
//   FlipbookTesting         the golden harness for Swift Testing (product)
//   CMemory                 C header: a prefetch hint, x86-64's string store and its AVX2 check (Swift spells none)
//   FlipbookRasterAVX2      the 256-bit src-over kernels, the one module compiled for AVX2 (entered after a CPU check)
//   FlipbookRaster          the deterministic software rasterizer (no Apple names)
//   FlipbookGraphics        the Core Graphics subset (CGContext, CGPath, CGColor, CGImage, ...)
//   FlipbookCoreAnimation   CALayer, timing, animations, transactions, presentation, virtual clock
//   FlipbookLayerConformance  test support: checks a layer class against its property table (used by test targets)
//   CFreeType               system library: FreeType (font files, cmaps, metrics, outlines; no rasterization)
//   FlipbookText            CGFont, the bundled font, glyph outlines as CGPaths, text layout, CATextLayer
//   FlipbookContentLayers   Volume 2's content layers: CAShapeLayer, CAGradientLayer, CAReplicatorLayer, CAEmitterLayer
//   Flipbook3D              Volume 3's 3D: CATransformLayer, depth order of a 3D rendering context with plane splitting
//   FlipbookTransitions     Volume 4's transitions: what each CATransition type draws (pieces of the two renderings)
//   FlipbookCompositor      renders layer trees (presentation at time t, 3D perspective) into CGContexts and frames
//   FlipbookInspection      state dumps of layer trees (text) and value-over-time plots of animated properties (SVG)
//   FlipbookMotion          frame timelines (times on a grid, GIF delays), filmstrips, animated GIFs of a host
//   FlipbookStandIns        the stand-in images for the seeds' assets (PNG resources) and their lookup by seed name
//   FlipbookUIKit           the UIKit facade: UIView and its family, UIView animation, view controllers, touches
//   FlipbookScenes          Scene, SceneStage, typed scene groups, props; re-exports FlipbookStandIns and FlipbookMotion
//   FlipbookVolume1         Volume 1's cases as scenes (chapters 1–4), view controllers on the UIKit facade
//   FlipbookVolume2         Volume 2's cases as scenes (chapters 6–7)
//   FlipbookVolume3         Volume 3's cases as scenes (chapters 13–14) and the depth-sorting study
//   FlipbookVolume4         Volume 4's cases as scenes (chapters 15–16): transitions, the blurred side menu
//   FlipbookArticles        the articles' cases as scenes (001, 002, 004)
//   FlipbookGallery         every scene (SceneCatalog), the gallery page and its parallel render
//   FlipbookSceneTesting    golden suites of scenes: SceneSample, SceneGoldenSuite, the claim check (test support)
//   FlipbookAccelerate      Accelerate's vImage subset: vImage_Buffer, vImageBoxConvolve_ARGB8888 and its flags/errors
//   Flipbook                umbrella re-exporting the engine modules (product)
//   UIKit, QuartzCore, CoreGraphics, Accelerate, ImageIO, MobileCoreServices, UniformTypeIdentifiers  Linux only, in
//                           the Flipbook product: the iOS module names re-exporting the above
//   _Testing_UIKit, _Testing_CoreGraphics  Linux only: the (empty) cross-import overlays Swift Testing loads beside them
//   FlipbookCLI             the `flipbook` command-line tool
//   Benchmarks/*            release-build benchmarks (plain executables), run beside the anchors
import PackageDescription

/// Hot pixel loops are compiled optimised even in debug builds, so that `swift test` (debug) stays fast.
/// The optimiser does not change results: the code uses no fast-math and no libm in per-pixel paths.
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

/// AVX2 code generation for the one module whose kernels `FlipbookRaster` calls only after checking the CPU
/// (`-mavx2` reaches Swift's code generator through the Clang importer's target). Other hosts build that
/// module empty.
#if arch(x86_64)
let avx2CodeGeneration: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-mavx2"])]
#else
let avx2CodeGeneration: [SwiftSetting] = []
#endif

/// The iOS module names a ported file imports (`import UIKit`, `QuartzCore`, `CoreGraphics`, `Accelerate`, `ImageIO`,
/// `MobileCoreServices`, `UniformTypeIdentifiers`), shipped
/// in the `Flipbook` product on Linux only, where Apple's frameworks do not exist (on macOS they would clash with
/// them), with the two cross-import overlays Swift Testing looks for beside them (see Sources/_Testing_UIKit).
#if os(Linux)
let iOSModuleShims = [
    "Accelerate", "CoreGraphics", "ImageIO", "MobileCoreServices", "QuartzCore", "UIKit", "UniformTypeIdentifiers",
    "_Testing_CoreGraphics", "_Testing_UIKit",
]
#else
let iOSModuleShims: [String] = []
#endif

let package = Package(
    name: "Flipbook",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Flipbook", targets: ["Flipbook"] + iOSModuleShims),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        .executable(name: "flipbook", targets: ["FlipbookCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` (the DocC catalogues under Sources/*/*.docc); a command plugin,
        // so nothing links it and a dependent only resolves it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CGifLib",
            providers: [.apt(["libgif-dev"])]
        ),
        .target(name: "CFlipbookPNG", dependencies: ["CLibPNG"]),
        .target(name: "FlipbookImageIO", dependencies: ["CLibPNG", "CFlipbookPNG", "CGifLib"], swiftSettings: optimisedInDebug),
        .target(name: "FlipbookDiff", dependencies: ["FlipbookImageIO"], swiftSettings: optimisedInDebug),
        .target(name: "FlipbookHarness", dependencies: ["FlipbookImageIO", "FlipbookDiff"]),
        .target(
            name: "FlipbookTesting",
            dependencies: [
                "FlipbookHarness", "FlipbookImageIO", "FlipbookDiff", "FlipbookMotion", "FlipbookCompositor",
                "FlipbookCoreAnimation", "FlipbookInspection", "FlipbookGraphics", "FlipbookUIKit",
            ]
        ),
        .systemLibrary(name: "CMemory"),
        .target(name: "FlipbookRasterAVX2", swiftSettings: optimisedInDebug + avx2CodeGeneration),
        .target(
            name: "FlipbookRaster",
            dependencies: ["CMemory", "FlipbookRasterAVX2"],
            swiftSettings: optimisedInDebug,
            // `rounded()`, `squareRoot()` lower to libm's exact round/floor/ceil/sqrt on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "FlipbookGraphics", dependencies: ["FlipbookRaster", "FlipbookImageIO"], swiftSettings: optimisedInDebug),
        .target(name: "FlipbookCoreAnimation", dependencies: ["FlipbookGraphics"]),
        .target(name: "FlipbookLayerConformance", dependencies: ["FlipbookCoreAnimation", "FlipbookGraphics"]),
        .target(name: "FlipbookInspection", dependencies: ["FlipbookCoreAnimation", "FlipbookGraphics", "FlipbookHarness"]),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .target(
            name: "FlipbookText",
            dependencies: ["CFreeType", "FlipbookGraphics", "FlipbookCoreAnimation"],
            resources: [.copy("Resources/NotoSansCJKsc-Subset.otf"), .copy("Resources/OFL.txt")]
        ),
        .target(
            name: "FlipbookContentLayers",
            dependencies: ["FlipbookCoreAnimation", "FlipbookGraphics", "FlipbookRaster"],
            swiftSettings: optimisedInDebug
        ),
        .target(name: "Flipbook3D", dependencies: ["FlipbookCoreAnimation", "FlipbookGraphics"]),
        .target(name: "FlipbookTransitions", dependencies: ["FlipbookCoreAnimation", "FlipbookRaster"]),
        .target(name: "FlipbookAccelerate", swiftSettings: optimisedInDebug),
        .target(
            name: "FlipbookCompositor",
            dependencies: [
                "FlipbookCoreAnimation", "Flipbook3D", "FlipbookTransitions", "FlipbookGraphics", "FlipbookRaster",
                "FlipbookImageIO",
            ],
            swiftSettings: optimisedInDebug
        ),
        .target(
            name: "FlipbookMotion",
            dependencies: ["FlipbookCompositor", "FlipbookCoreAnimation", "FlipbookGraphics", "FlipbookText", "FlipbookImageIO"]
        ),
        .target(
            name: "FlipbookUIKit",
            dependencies: [
                "FlipbookCoreAnimation", "FlipbookGraphics", "FlipbookText", "FlipbookImageIO", "FlipbookCompositor",
                "FlipbookStandIns",
            ]
        ),
        .target(
            name: "Flipbook",
            dependencies: [
                "FlipbookGraphics", "FlipbookCoreAnimation", "FlipbookContentLayers", "Flipbook3D", "FlipbookText",
                "FlipbookImageIO", "FlipbookCompositor", "FlipbookUIKit", "FlipbookAccelerate", "FlipbookInspection",
            ]
        ),
        .target(
            name: "FlipbookStandIns",
            dependencies: ["FlipbookGraphics", "FlipbookImageIO"],
            resources: [.copy("Resources/StandIns")]
        ),
        .target(
            name: "FlipbookScenes",
            dependencies: [
                "FlipbookCompositor", "FlipbookCoreAnimation", "FlipbookGraphics", "FlipbookText", "FlipbookImageIO",
                "FlipbookStandIns", "FlipbookUIKit", "FlipbookMotion",
            ]
        ),
        .target(
            name: "FlipbookVolume1",
            dependencies: ["FlipbookScenes", "FlipbookUIKit", "FlipbookCoreAnimation", "FlipbookGraphics"]
        ),
        .target(
            name: "FlipbookVolume2",
            dependencies: ["FlipbookScenes", "FlipbookUIKit", "FlipbookCoreAnimation", "FlipbookContentLayers", "FlipbookGraphics"]
        ),
        .target(
            name: "FlipbookVolume3",
            dependencies: ["FlipbookScenes", "FlipbookUIKit", "FlipbookCoreAnimation", "Flipbook3D", "FlipbookGraphics"]
        ),
        .target(
            name: "FlipbookVolume4",
            dependencies: [
                "FlipbookScenes", "FlipbookUIKit", "FlipbookCoreAnimation", "FlipbookCompositor", "FlipbookGraphics",
                "FlipbookAccelerate",
            ]
        ),
        .target(
            name: "FlipbookArticles",
            dependencies: [
                "FlipbookScenes", "FlipbookCoreAnimation", "FlipbookContentLayers", "Flipbook3D", "FlipbookGraphics",
                "FlipbookText", "FlipbookUIKit", "FlipbookCompositor",
            ]
        ),
        .target(
            name: "FlipbookGallery",
            dependencies: [
                "FlipbookScenes", "FlipbookVolume1", "FlipbookVolume2", "FlipbookVolume3", "FlipbookVolume4", "FlipbookArticles",
                "FlipbookHarness", "FlipbookImageIO", "FlipbookInspection", "FlipbookText",
            ]
        ),
        .target(name: "FlipbookSceneTesting", dependencies: ["FlipbookScenes", "FlipbookTesting"]),
        .executableTarget(
            name: "GalleryBenchmark",
            dependencies: ["FlipbookGallery", "FlipbookScenes"],
            path: "Benchmarks/GalleryBenchmark"
        ),
        .executableTarget(
            name: "StandInGenerator",
            dependencies: ["FlipbookGraphics", "FlipbookImageIO"],
            path: "Tools/StandInGenerator"
        ),
        .executableTarget(
            name: "FlipbookCLI",
            dependencies: [
                "Flipbook", "FlipbookGallery", "FlipbookScenes", "FlipbookHarness", "FlipbookDiff", "FlipbookImageIO",
                "FlipbookInspection", "FlipbookText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "RendererBenchmark",
            dependencies: ["FlipbookGraphics", "FlipbookRaster", "FlipbookImageIO"],
            path: "Benchmarks/RendererBenchmark",
            swiftSettings: optimisedInDebug
        ),
        .testTarget(
            name: "RendererBenchmarkTests",
            dependencies: ["RendererBenchmark", "FlipbookRaster"]
        ),
        .executableTarget(
            name: "GraphicsBenchmark",
            dependencies: ["FlipbookGraphics", "FlipbookRaster", "FlipbookUIKit"],
            path: "Benchmarks/GraphicsBenchmark"
        ),
        .executableTarget(
            name: "CoreAnimationBenchmark",
            dependencies: ["FlipbookCoreAnimation"],
            path: "Benchmarks/CoreAnimationBenchmark"
        ),
        .executableTarget(
            name: "UIKitBenchmark",
            dependencies: ["FlipbookUIKit", "FlipbookCompositor", "FlipbookCoreAnimation"],
            path: "Benchmarks/UIKitBenchmark"
        ),
        .executableTarget(
            name: "CompositorBenchmark",
            dependencies: ["FlipbookCompositor", "FlipbookCoreAnimation", "FlipbookGraphics"],
            path: "Benchmarks/CompositorBenchmark"
        ),
        .executableTarget(
            name: "ContentLayerBenchmark",
            dependencies: ["FlipbookContentLayers", "FlipbookCompositor", "FlipbookCoreAnimation", "FlipbookGraphics"],
            path: "Benchmarks/ContentLayerBenchmark"
        ),
        .executableTarget(
            name: "ThreeDBenchmark",
            dependencies: [
                "Flipbook3D", "FlipbookCompositor", "FlipbookCoreAnimation", "FlipbookGraphics", "FlipbookScenes",
                "FlipbookVolume3",
            ],
            path: "Benchmarks/ThreeDBenchmark"
        ),
        .executableTarget(
            name: "TransitionBenchmark",
            dependencies: ["FlipbookTransitions", "FlipbookCompositor", "FlipbookCoreAnimation", "FlipbookGraphics"],
            path: "Benchmarks/TransitionBenchmark"
        ),
        .executableTarget(
            name: "AccelerateBenchmark",
            dependencies: ["FlipbookAccelerate", "FlipbookImageIO"],
            path: "Benchmarks/AccelerateBenchmark"
        ),
        .executableTarget(
            name: "GIFBenchmark",
            dependencies: ["FlipbookImageIO", "FlipbookDiff", "FlipbookScenes", "FlipbookStandIns", "FlipbookVolume4"],
            path: "Benchmarks/GIFBenchmark"
        ),
        .executableTarget(
            name: "TextBenchmark",
            dependencies: ["FlipbookText", "FlipbookGraphics"],
            path: "Benchmarks/TextBenchmark",
            swiftSettings: optimisedInDebug
        ),
        .testTarget(
            name: "FlipbookHarnessTests",
            dependencies: [
                "FlipbookTesting", "FlipbookHarness", "FlipbookDiff", "FlipbookImageIO", "FlipbookMotion", "FlipbookCoreAnimation",
                "FlipbookGraphics", "Flipbook", "FlipbookInspection", "FlipbookText",
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "FlipbookGraphicsTests",
            dependencies: ["FlipbookGraphics", "FlipbookRaster", "FlipbookRasterAVX2", "FlipbookTesting", "FlipbookDiff", "FlipbookImageIO"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "FlipbookInspectionTests",
            dependencies: ["FlipbookInspection", "FlipbookCoreAnimation", "FlipbookGraphics", "FlipbookContentLayers"]
        ),
        .testTarget(
            name: "FlipbookCoreAnimationTests",
            dependencies: ["FlipbookCoreAnimation", "FlipbookTesting", "FlipbookLayerConformance"]
        ),
        .testTarget(
            name: "FlipbookContentLayersTests",
            dependencies: [
                "FlipbookContentLayers", "FlipbookCoreAnimation", "FlipbookGraphics", "FlipbookCompositor",
                "FlipbookTesting", "FlipbookLayerConformance", "FlipbookImageIO",
            ]
        ),
        .testTarget(
            name: "Flipbook3DTests",
            dependencies: [
                "Flipbook3D", "FlipbookCoreAnimation", "FlipbookGraphics", "FlipbookCompositor", "FlipbookContentLayers",
                "FlipbookTesting", "FlipbookLayerConformance", "FlipbookImageIO", "FlipbookUIKit",
            ]
        ),
        .testTarget(
            name: "FlipbookTransitionsTests",
            dependencies: [
                "FlipbookTransitions", "FlipbookCoreAnimation", "FlipbookGraphics", "FlipbookRaster", "FlipbookCompositor",
                "FlipbookTesting", "FlipbookImageIO", "FlipbookScenes",
            ]
        ),
        .testTarget(
            name: "FlipbookCompositorTests",
            dependencies: ["FlipbookCompositor", "FlipbookCoreAnimation", "FlipbookGraphics", "FlipbookText", "FlipbookTesting"]
        ),
        .testTarget(
            name: "FlipbookUIKitTests",
            dependencies: ["FlipbookUIKit", "FlipbookCoreAnimation", "FlipbookGraphics", "FlipbookCompositor", "FlipbookTesting", "FlipbookScenes", "FlipbookImageIO"]
        ),
        .testTarget(
            name: "FlipbookVolume1Tests",
            dependencies: [
                "FlipbookVolume1", "FlipbookScenes", "FlipbookSceneTesting", "FlipbookUIKit", "FlipbookCoreAnimation",
                "FlipbookGraphics",
            ]
        ),
        .testTarget(
            name: "FlipbookVolume2Tests",
            dependencies: [
                "FlipbookVolume2", "FlipbookScenes", "FlipbookSceneTesting", "FlipbookContentLayers", "FlipbookCoreAnimation",
                "FlipbookUIKit", "FlipbookGraphics",
            ]
        ),
        .testTarget(
            name: "FlipbookVolume3Tests",
            dependencies: [
                "FlipbookVolume3", "FlipbookScenes", "FlipbookSceneTesting", "Flipbook3D", "FlipbookCoreAnimation",
                "FlipbookUIKit", "FlipbookGraphics", "FlipbookImageIO",
            ]
        ),
        .testTarget(
            name: "FlipbookVolume4Tests",
            dependencies: [
                "FlipbookVolume4", "FlipbookScenes", "FlipbookSceneTesting", "FlipbookCoreAnimation", "FlipbookUIKit",
                "FlipbookGraphics", "FlipbookImageIO",
            ]
        ),
        .testTarget(
            name: "FlipbookArticlesTests",
            dependencies: [
                "FlipbookArticles", "FlipbookScenes", "FlipbookSceneTesting", "FlipbookUIKit", "FlipbookCompositor",
                "FlipbookCoreAnimation", "FlipbookContentLayers", "FlipbookGraphics", "FlipbookStandIns",
            ]
        ),
        .testTarget(
            name: "FlipbookGalleryTests",
            dependencies: [
                "FlipbookGallery", "FlipbookScenes", "FlipbookSceneTesting", "FlipbookVolume1", "FlipbookVolume2", "FlipbookVolume3",
                "FlipbookVolume4", "FlipbookArticles",
                "FlipbookCompositor", "FlipbookCoreAnimation", "FlipbookImageIO", "FlipbookTesting", "FlipbookHarness",
                "FlipbookUIKit",
            ]
        ),
        .testTarget(name: "FlipbookDependencyTests"),
        .testTarget(
            name: "FlipbookCLITests",
            dependencies: ["FlipbookCLI", "FlipbookGallery", "FlipbookScenes", "FlipbookImageIO", "FlipbookInspection", "FlipbookHarness"]
        ),
        .testTarget(name: "FlipbookAccelerateTests", dependencies: ["FlipbookAccelerate"]),
        .testTarget(
            name: "FlipbookStandInsTests",
            dependencies: ["FlipbookStandIns", "StandInGenerator", "FlipbookGraphics", "FlipbookImageIO"]
        ),
        .testTarget(
            name: "FlipbookTextTests",
            dependencies: [
                "FlipbookText", "FlipbookGraphics", "FlipbookCoreAnimation", "FlipbookRaster", "FlipbookImageIO",
                "FlipbookTesting", "FlipbookLayerConformance",
            ],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
package.targets += [
    .target(name: "CoreGraphics", dependencies: ["FlipbookGraphics"]),
    .target(
        name: "QuartzCore",
        dependencies: [
            "CoreGraphics", "FlipbookCoreAnimation", "FlipbookContentLayers", "Flipbook3D", "FlipbookText", "FlipbookCompositor",
        ]
    ),
    .target(name: "UIKit", dependencies: ["Flipbook", "QuartzCore"]),
    .target(name: "Accelerate", dependencies: ["FlipbookAccelerate"]),
    .target(name: "ImageIO", dependencies: ["CoreGraphics"]),
    .target(name: "MobileCoreServices", dependencies: ["FlipbookGraphics"]),
    .target(name: "UniformTypeIdentifiers", dependencies: ["FlipbookGraphics"]),
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "_Testing_UIKit"),
    // Verbatim iOS files (`import UIKit`) and the timers they drive.
    .testTarget(
        name: "FlipbookPortingTests",
        dependencies: [
            "UIKit", "Accelerate", "ImageIO", "MobileCoreServices", "UniformTypeIdentifiers", "_Testing_CoreGraphics",
            "_Testing_UIKit", "FlipbookVolume4",
        ]
    ),
]
#endif
