import Foundation
import ImageIO
import QuartzCore

/// lottie-ios's name for an image asset, which its image providers take.
public typealias ImageAsset = LottieImageAsset

/// Pictures for an animation's image assets, given at play time (lottie-ios's
/// `AnimationImageProvider`): a player's `imageProvider` asks it for each asset.
public protocol AnimationImageProvider {
    /// The picture for `asset`, or `nil` to show the one the file gives (embedded, or beside it).
    func imageForAsset(asset: LottieImageAsset) -> CGImage?
    /// How an image layer fits the picture into the asset's size.
    func contentsGravity(for asset: LottieImageAsset) -> CALayerContentsGravity
}

extension AnimationImageProvider {
    /// Stretched to the asset's size, as lottie-ios's providers do by default.
    public func contentsGravity(for asset: LottieImageAsset) -> CALayerContentsGravity { .resize }
}

/// Pictures read from a folder (lottie-ios's `FilepathImageProvider`): an asset's file name
/// (`p`) in `filepath`, else its folder (`u`) and name there.
public struct FilepathImageProvider: AnimationImageProvider {
    public var filepath: URL
    public var gravity: CALayerContentsGravity

    public init(filepath: String, contentsGravity: CALayerContentsGravity = .resize) {
        self.init(filepath: URL(fileURLWithPath: filepath), contentsGravity: contentsGravity)
    }

    public init(filepath: URL, contentsGravity: CALayerContentsGravity = .resize) {
        self.filepath = filepath
        gravity = contentsGravity
    }

    public func imageForAsset(asset: LottieImageAsset) -> CGImage? {
        guard !asset.name.isEmpty, !asset.name.hasPrefix("data:") else { return nil }
        for url in [
            filepath.appendingPathComponent(asset.name),
            filepath.appendingPathComponent(asset.directory).appendingPathComponent(asset.name),
        ] {
            if let source = CGImageSourceCreateWithURL(url as CFURL, nil),
                let image = CGImageSourceCreateImageAtIndex(source, 0, nil)
            {
                return image
            }
        }
        return nil
    }

    public func contentsGravity(for asset: LottieImageAsset) -> CALayerContentsGravity { gravity }
}

/// Pictures given by asset `id` (lottie-ios's `DictionaryImageProvider` keys them by file name,
/// which this accepts too).
public struct DictionaryImageProvider: AnimationImageProvider {
    public var images: [String: CGImage]
    public var gravity: CALayerContentsGravity

    public init(_ images: [String: CGImage], contentsGravity: CALayerContentsGravity = .resize) {
        self.images = images
        gravity = contentsGravity
    }

    public func imageForAsset(asset: LottieImageAsset) -> CGImage? {
        images[asset.id] ?? images[asset.name] ?? images[(asset.name as NSString).deletingPathExtension]
    }

    public func contentsGravity(for asset: LottieImageAsset) -> CALayerContentsGravity { gravity }
}

extension LottieAnimation {
    /// The animation with `provider`'s pictures (and gravities) in its image assets.
    func applying(imageProvider provider: AnimationImageProvider?) -> LottieAnimation {
        guard let provider else { return self }
        var provided = self
        for (id, asset) in images {
            var asset = asset
            if let image = provider.imageForAsset(asset: asset) { asset.image = image }
            asset.contentsGravity = provider.contentsGravity(for: asset)
            provided.images[id] = asset
        }
        return provided
    }
}
