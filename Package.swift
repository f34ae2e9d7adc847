// swift-tools-version:6.1
// swift-format-ignore-file: OrderedImports
// LayerKit: Core Animation's layer model and a batched GLES 3 compositor for Linux.
// (SwiftPM requires the tools-version line first; the formatter's import ordering would hoist
// `import Foundation` above it, so that one rule is off for this file.)
import PackageDescription
import Foundation

let package = Package(
    name: "LayerKit",
    products: [
        .executable(name: "layerkit", targets: ["App"]),
        // Structure-aware fuzzing of `layerkit render` and `dump` (scripts/fuzz.sh; a short run is in the tests).
        .executable(name: "layerkit-fuzz", targets: ["Fuzz"]),
        // The child process of `layerkit-fuzz --target drawing`: CGContext calls read from a file.
        .executable(name: "layerkit-fuzz-draw", targets: ["FuzzDrawing"]),
        // The child process of `layerkit-fuzz --target events`: SDL event streams pushed into a window.
        .executable(name: "layerkit-fuzz-events", targets: ["FuzzEvents"]),
        .library(name: "LayerTree", targets: ["LayerTree"]),
        // `import QuartzCore` for code written for Apple's: the model re-exported, with the `kCA…` names.
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        // `import CoreGraphics` and `import ImageIO` for code written for Apple's: CGContext (drawn by
        // Cairo), paths, colours, gradients, images, and image sources through our PNG/JPEG decoders.
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        // `import CoreImage` for the filters layers take (CIFilter, CIVector).
        .library(name: "CoreImage", targets: ["CoreImage"]),
        .library(name: "GLRender", targets: ["GLRender"]),
        // Apps: windows that show layer trees, with events hit-tested to layers, on the main run loop.
        .library(name: "LayerHost", targets: ["LayerHost"]),
        // Lottie animations (bodymovin JSON) played as CALayer trees with CAKeyframeAnimations.
        .library(name: "Lottie", targets: ["Lottie"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        // Micro-benchmarks (Benchmarks/): time, instructions and malloc counts per iteration. The
        // MallocInterposer trait counts allocations (and leaves out the Swift runtime interposer).
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // `swift package generate-documentation`: the DocC catalogs of LayerTree, GLRender and
        // QuartzCore (scripts/docs.sh builds them and fails on any warning).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // SDL2, EGL and OpenGL ES 3 from the system (Debian: libsdl2-dev, libegl1-mesa-dev, libgles2-mesa-dev).
        .systemLibrary(
            name: "CSDL",
            path: "Sources/CSDL",
            pkgConfig: "egl glesv2",
            providers: [.apt(["libsdl2-dev", "libegl1-mesa-dev", "libgles2-mesa-dev"])]
        ),
        // libpng's simplified API for reading and writing PNG files (Debian: libpng-dev).
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // libjpeg-turbo's libjpeg API for reading JPEG files (Debian: libjpeg62-turbo-dev).
        .systemLibrary(
            name: "CJPEG",
            path: "Sources/CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]
        ),
        // Pango text layout drawn with Cairo, for CATextLayer (Debian: libpango1.0-dev, libcairo2-dev).
        // Pango's own pkg-config files bring `-pthread` (through gio and gmodule), which SwiftPM drops
        // with a "prohibited flag" warning, and an include path given by hand would take unsafe flags,
        // which keep other packages from depending on LayerKit. So the include paths of what Pango's
        // headers include come from these pkg-config files, which carry no such flag, and Pango's own
        // directory from the CPangoCairo target below (see its include/shim.h).
        .systemLibrary(
            name: "CPangoDependencies",
            path: "Sources/CPangoDependencies",
            pkgConfig: "glib-2.0 gobject-2.0 harfbuzz cairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]
        ),
        .target(name: "CPangoCairo", dependencies: ["CPangoDependencies"], path: "Sources/CPangoCairo"),
        // libwebp, for WebP images (Lottie image assets, image sources) (Debian: libwebp-dev).
        .systemLibrary(name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // libzip, to read dotLottie files (zip archives) from memory (Debian: libzip-dev).
        .systemLibrary(name: "CZip", path: "Sources/CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        // Chipmunk2D rigid-body physics for demo 2 (Debian: libchipmunk-dev; no pkg-config file, links -lchipmunk).
        .systemLibrary(
            name: "CChipmunk",
            path: "Sources/CChipmunk",
            providers: [.apt(["libchipmunk-dev"])]
        ),
        // The pure model: geometry, layers, scene files, render-tree snapshots, and Core Graphics'
        // drawing (`CGContext`), which Cairo rasterizes: a bitmap context draws wherever it is made,
        // as Apple's does, so the drawing library is linked here. No GL, no codecs.
        .target(name: "LayerTree", dependencies: ["SeededRandom", "CPangoDependencies"]),
        // The model under Apple's module name, and the `kCA…` constants of Apple's headers. No GL.
        .target(name: "QuartzCore", dependencies: ["LayerTree", "CoreGraphics", "GLRender"]),
        // Core Graphics under Apple's module name: LayerTree's CG types re-exported. No GL.
        .target(name: "CoreGraphics", dependencies: ["LayerTree"]),
        // Core Image under Apple's module name: LayerTree's CIFilter and CIVector re-exported. No GL.
        .target(name: "CoreImage", dependencies: ["LayerTree"]),
        // PNG, JPEG and WebP files into LayerTree's CGImage: worker pool, cache, size limits. No GL.
        .target(name: "ImageCodecs", dependencies: ["LayerTree", "CPNG", "CJPEG", "CWebP"]),
        // ImageIO's CGImageSource functions, decoding through ImageCodecs. No GL.
        .target(name: "ImageIO", dependencies: ["LayerTree", "ImageCodecs"]),
        // GLSL ES 3.00 sources from Shaders/, embedded into the binary at build time.
        .target(
            name: "Shaders",
            path: "Shaders",
            exclude: ["README.md"],
            resources: [
                .embedInCode("common/rounded_rect.glsl"),
                .embedInCode("common/placement.glsl"),
                .embedInCode("layer_quad.vert"),
                .embedInCode("layer_quad.frag"),
                .embedInCode("textured_quad.vert"),
                .embedInCode("textured_quad.frag"),
                .embedInCode("gradient.vert"),
                .embedInCode("gradient.frag"),
                .embedInCode("shadow_shape.vert"),
                .embedInCode("shadow_shape.frag"),
                .embedInCode("gaussian_blur.vert"),
                .embedInCode("gaussian_blur.frag"),
                .embedInCode("masked_quad.vert"),
                .embedInCode("masked_quad.frag"),
                .embedInCode("particle_quad.vert"),
                .embedInCode("particle_quad.frag"),
                .embedInCode("particle_point.vert"),
                .embedInCode("particle_point.frag"),
                .embedInCode("blend_quad.vert"),
                .embedInCode("blend_quad.frag"),
                .embedInCode("color_matrix.vert"),
                .embedInCode("color_matrix.frag"),
                .embedInCode("backdrop_blur.vert"),
                .embedInCode("backdrop_blur.frag"),
                .embedInCode("backdrop_filter.vert"),
                .embedInCode("backdrop_filter.frag"),
            ]
        ),
        .target(
            name: "GLRender",
            dependencies: [
                "LayerTree", "CSDL", "CPNG", "CPangoCairo", "Shaders",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The window host: Application and LayerWindow, events, hit testing, the run loop's commit,
        // the HUD and debug keys. Over GLRender's SDL window and render server.
        .target(
            name: "LayerHost",
            dependencies: ["LayerTree", "GLRender", "CSDL"]
        ),
        .executableTarget(
            name: "App",
            dependencies: [
                "LayerTree", "GLRender", "LayerHost", "ImageCodecs", "CChipmunk", "SeededRandom", "Lottie", "CSDL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Lottie files decoded and built into layers through the public Core Animation API. No GL.
        .target(name: "Lottie", dependencies: ["QuartzCore", "ImageIO", "CZip"]),
        // A seeded random generator shared by the fuzzer and the physics demo.
        .target(name: "SeededRandom"),
        // The fuzzer: treats `layerkit` as a black box, so it depends on nothing of ours but the generator.
        .executableTarget(
            name: "Fuzz",
            dependencies: ["SeededRandom", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Runs the drawing calls the fuzzer generates on a CGContext, and checks it still draws after them.
        .executableTarget(name: "FuzzDrawing", dependencies: ["LayerTree"]),
        // Pushes the event streams the fuzzer generates into a window, and checks what its handlers saw.
        .executableTarget(name: "FuzzEvents", dependencies: ["LayerHost", "LayerTree", "CSDL", "SeededRandom"]),
        .testTarget(name: "LayerTreeTests", dependencies: ["LayerTree"]),
        // Lottie decoding, keyframe timing, and renders compared with lottie-ios's iOS snapshots
        // (Tests/Fixtures/lottie).
        .testTarget(name: "LottieTests", dependencies: ["Lottie", "QuartzCore", "GLRender"]),
        // Listings written as for iOS against `import QuartzCore`, run with assertions on what they produce.
        .testTarget(name: "QuartzCoreCompatTests", dependencies: ["QuartzCore"]),
        // Drawing code written as for Apple's platforms (`import CoreGraphics`, `import ImageIO`),
        // rendered and checked by pixel.
        .testTarget(
            name: "CoreGraphicsCompatTests", dependencies: ["QuartzCore", "CoreGraphics", "ImageIO", "CoreImage"]),
        // NVActivityIndicatorView's 33 indicators (MIT; Tests/ActivityIndicatorCompatTests/NVActivityIndicatorView),
        // iOS code compiled against `import QuartzCore` with a small UIKit stand-in, drawn at chosen times.
        .testTarget(
            name: "ActivityIndicatorCompatTests", dependencies: ["QuartzCore"],
            exclude: ["NVActivityIndicatorView/LICENSE", "NVActivityIndicatorView/README.md"]),
        .testTarget(name: "ImageCodecsTests", dependencies: ["ImageCodecs", "LayerTree", "GLRender"]),
        .testTarget(
            name: "GLRenderTests",
            dependencies: [
                "GLRender", "LayerTree", "ImageCodecs", "Shaders", "SeededRandom",
            ],
            // Golden images, read from the source tree by path (`#filePath`), not bundled.
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "AppTests", dependencies: ["App", "GLRender", "LayerHost", "LayerTree", "ImageCodecs", "Shaders"]),
        // The property kinds the two below measure, one layer each.
        .target(name: "EvaluationWorkloads", dependencies: ["LayerTree"], path: "Benchmarks/EvaluationWorkloads"),
        // Instructions per frame of each kind, counted by callgrind (scripts/bench-instructions.sh);
        // in Sources/, since the benchmark plugin runs every executable under Benchmarks/.
        .executableTarget(name: "EvaluationProbe", dependencies: ["EvaluationWorkloads", "LayerTree"]),
        // `swift package benchmark`: one frame of animation evaluation per property kind.
        .executableTarget(
            name: "AnimationEvaluation",
            dependencies: ["EvaluationWorkloads", "LayerTree", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/AnimationEvaluation",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    // The Swift 6 language mode: complete concurrency checking, data races are compile errors.
    swiftLanguageModes: [.v6]
)

// libFuzzer entry points (Fuzzers/), for coverage-guided fuzzing of the scene decoder and of the SVG
// path parser with the tessellator. Only scripts/libfuzzer.sh builds them: it sets
// LAYERKIT_LIBFUZZER and builds with `-sanitize=fuzzer` in a build folder of its own, so ordinary
// builds and the tests never see them.
if ProcessInfo.processInfo.environment["LAYERKIT_LIBFUZZER"] != nil {
    let entry: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
    package.targets += [
        .target(name: "LibFuzzerDriver", path: "Fuzzers/LibFuzzerDriver"),
        .executableTarget(
            name: "FuzzSceneDecoder", dependencies: ["LibFuzzerDriver", "LayerTree"],
            path: "Fuzzers/FuzzSceneDecoder", swiftSettings: entry),
        .executableTarget(
            name: "FuzzShapePath", dependencies: ["LibFuzzerDriver", "LayerTree", "GLRender"],
            path: "Fuzzers/FuzzShapePath", swiftSettings: entry),
    ]
}
