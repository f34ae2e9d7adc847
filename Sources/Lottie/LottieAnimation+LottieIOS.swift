import Foundation
import QuartzCore

/// lottie-ios's names for loading an animation and for its timing, so code written against
/// lottie-ios (`LottieAnimation.named("loader")`, `animation.duration`) builds unchanged.
extension LottieAnimation {
    /// The first frame (`ip`): ``inFrame``.
    public var startFrame: Double { inFrame }
    /// The frame the animation ends on (`op`): ``outFrame``.
    public var endFrame: Double { outFrame }
    /// Frames per second (`fr`): ``frameRate``.
    public var framerate: Double { frameRate }
    /// How long the animation plays, in seconds: `(op − ip) / fr`.
    public var duration: Double { (outFrame - inFrame) / frameRate }
    /// The composition's rectangle, at the origin, ``size`` big.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Decodes a Lottie JSON document (lottie-ios's `from(data:)`); images beside no file are not shown.
    public static func from(data: Data) throws -> LottieAnimation { try LottieAnimation(data: data) }

    /// The animation in the file at `filepath`, with its image files read from beside it; `nil`
    /// when it cannot be read or decoded, which one line on standard error explains.
    public static func filepath(_ filepath: String) -> LottieAnimation? {
        load(URL(fileURLWithPath: filepath), asked: "LottieAnimation.filepath(\"\(filepath)\")")
    }

    /// The animation named `name` (with or without `.json`) among `bundle`'s resources, in
    /// `subdirectory` if given; `nil` when there is none or it cannot be decoded, which one line
    /// on standard error explains.
    public static func named(_ name: String, bundle: Bundle = .main, subdirectory: String? = nil)
        -> LottieAnimation?
    {
        let asked = "LottieAnimation.named(\"\(name)\")"
        let base = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        guard let url = bundle.url(forResource: base, withExtension: "json", subdirectory: subdirectory) else {
            report("\(asked): no \(base).json in \(bundle.bundlePath)\(subdirectory.map { "/\($0)" } ?? "")")
            return nil
        }
        return load(url, asked: asked)
    }

    private static func load(_ url: URL, asked: String) -> LottieAnimation? {
        do {
            return try LottieAnimation(contentsOf: url)
        } catch let error as SceneError {
            report("\(asked): \(url.path): \(error)")
        } catch {
            report("\(asked): cannot read \(url.path): \(error.localizedDescription)")
        }
        return nil
    }

    private static func report(_ line: String) {
        FileHandle.standardError.write(Data("LayerKit: \(line)\n".utf8))
    }
}
