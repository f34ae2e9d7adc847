import QuartzCore

/// A Lottie animation (bodymovin's JSON export of an After Effects composition), decoded.
///
/// ```swift
/// let animation = try LottieAnimation(data: Data(contentsOf: url))
/// let layer = LottieAnimationLayer(animation: animation)
/// layer.currentProgress = 0.5
/// ```
///
/// Decoding follows the Lottie Animation Community's format: what this player does not support
/// (expressions, most effects, text animators, …) is named once in ``warnings`` and the
/// rest plays. A malformed file throws a `SceneError` with the JSON path of the problem.
public struct LottieAnimation: Sendable {
    /// The composition's size in points (`w`, `h`).
    public var size: CGSize
    /// Frames per second (`fr`).
    public var frameRate: Double
    /// The first frame (`ip`).
    public var inFrame: Double
    /// The frame the animation ends on (`op`).
    public var outFrame: Double
    /// The root composition's layers, top first.
    public var layers: [LottieLayer]
    /// The precompositions' layers, by asset `id`.
    public var precompositions: [String: [LottieLayer]]
    /// The image assets, by `id`.
    public var images: [String: LottieImageAsset] = [:]
    /// The fonts text layers name (`fonts.list`), by `fName`.
    public var fonts: [String: LottieFont] = [:]
    /// How image layers fit their pictures into the assets' `w` × `h`, as lottie-ios's
    /// `AnimationImageProvider.contentsGravity(for:)` says: stretched (`resize`) unless set.
    public var imageContentsGravity: CALayerContentsGravity = .resize
    /// The named points in time the file marks (`markers`), in its order.
    public var markers: [LottieMarker] = []
    /// What the file uses that this player ignores, each named once.
    public var warnings: [String]
    /// The document it was decoded from and where its image files are, to decode it again with
    /// value providers set on a player (`LottieAnimationLayer.setValueProvider(_:keypath:)`).
    var source: (json: JSONValue, imageFiles: LottieImageFiles?)?

    /// The largest composition side accepted, in points, as for scene files.
    public static let maximumSide: Double = 16384

    /// Decodes the Lottie file at `url`, whose image files are read from beside it.
    public init(contentsOf url: URL) throws {
        try self.init(data: Data(contentsOf: url), baseURL: url.deletingLastPathComponent())
    }

    /// Decodes a Lottie JSON document; image files (assets not embedded as `data:` URIs) are
    /// read from `baseURL`, the folder of the file, and are not shown without it.
    public init(data: Data, baseURL: URL? = nil) throws {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw SceneError(path: "$", message: "not valid JSON")
        }
        try self.init(json: value, imageFiles: baseURL.map(LottieImageFiles.folder))
    }

    /// Decodes a parsed Lottie JSON document.
    public init(json value: JSONValue, baseURL: URL? = nil) throws {
        try self.init(json: value, imageFiles: baseURL.map(LottieImageFiles.folder))
    }

    /// Decodes a parsed Lottie JSON document whose image files are in `imageFiles`.
    init(json value: JSONValue, imageFiles: LottieImageFiles?) throws {
        let root = LottieJSON(value: value, path: .document)
        var decoder = LottieDecoder()
        let width = try root.required("w").number()
        let height = try root.required("h").number()
        for (key, side) in [("w", width), ("h", height)] where !(side > 0 && side <= Self.maximumSide) {
            throw try root.required(key).error("expected a size from 0 to \(Int(Self.maximumSide)) points, got \(side)")
        }
        size = CGSize(width: width, height: height)
        frameRate = try root.required("fr").number()
        guard frameRate > 0 && frameRate <= 1000 else {
            throw try root.required("fr").error("expected a frame rate above 0 and at most 1000, got \(frameRate)")
        }
        inFrame = try root.required("ip").number()
        outFrame = try root.required("op").number()
        guard outFrame > inFrame else {
            throw try root.required("op").error("expected an out point after the in point \(inFrame), got \(outFrame)")
        }
        layers = try root.required("layers").array().map { try decoder.layer($0) }
        var precompositions: [String: [LottieLayer]] = [:]
        var images: [String: LottieImageAsset] = [:]
        for asset in try root.member("assets")?.array() ?? [] {
            guard let assetLayers = try asset.member("layers") else {
                let image = try decoder.imageAsset(asset, files: imageFiles)
                images[image.id] = image
                continue
            }
            precompositions[try asset.required("id").string()] = try assetLayers.array().map { try decoder.layer($0) }
        }
        self.precompositions = precompositions
        self.images = images
        fonts = try LottieDecoder.fonts(root.member("fonts"))
        markers = try root.member("markers")?.array().map(LottieMarker.init(json:)) ?? []
        warnings = decoder.warnings
        source = (value, imageFiles)
    }

    /// Whether `data` looks like a Lottie file rather than a scene: a JSON object with `v`, `fr`,
    /// `ip`, `op` and `layers`.
    public static func isLottie(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value else { return false }
        return ["v", "fr", "ip", "op", "layers"].allSatisfy { members[$0] != nil }
    }

    /// The frame at `progress` (0…1), as lottie-ios counts: `ip + progress · (op − ip)`.
    public func frame(atProgress progress: Double) -> Double { inFrame + progress * (outFrame - inFrame) }
}
