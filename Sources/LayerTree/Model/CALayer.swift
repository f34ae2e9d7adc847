import Foundation

/// An object that manages image-based content and animates it: Core Animation's layer, on Linux.
///
/// Property names, defaults and meanings follow Apple's `CALayer`. Geometry is in
/// the iOS convention (origin top-left, y down, z toward the viewer).
///
/// ```swift
/// let card = CALayer()
/// card.bounds = CGRect(x: 0, y: 0, width: 100, height: 150)
/// card.position = CGPoint(x: 200, y: 150)
/// card.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
/// root.addSublayer(card)
/// ```
open class CALayer {
    /// A process-unique identity that render snapshots and caches key on.
    public let layerID: UInt64

    /// Creates a layer with Core Animation's defaults.
    public init() { layerID = LayerIdentity.next() }

    // MARK: Geometry

    /// The layer's own coordinate space: its origin offsets sublayers, its size is the layer's size.
    open var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer's coordinate space.
    open var position: CGPoint = .zero
    /// The anchor point in unit coordinates of the bounds; transforms pivot about it.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The anchor point's z component, in points.
    open var anchorPointZ: CGFloat = 0
    /// The layer's position on the z axis; orders siblings.
    open var zPosition: CGFloat = 0
    /// The transform applied to the layer about its anchor point.
    open var transform = CATransform3DIdentity
    /// The transform applied to every sublayer, about this layer's anchor point.
    open var sublayerTransform = CATransform3DIdentity
    /// Whether sublayer geometry is mirrored vertically about this layer's centre line.
    open var isGeometryFlipped = false
    /// Whether the layer is drawn when its back faces the viewer.
    open var isDoubleSided = true
    /// Pixels per point of the layer's backing content.
    open var contentsScale: CGFloat = 1

    // MARK: Appearance

    /// Whether the layer and its subtree are hidden.
    open var isHidden = false
    /// The layer's opacity, from 0 to 1; opacities multiply down the tree.
    open var opacity: Float = 1
    /// The fill color of the layer's (rounded) bounds; `nil` draws nothing.
    open var backgroundColor: CGColor?
    /// The width of the border drawn inside the bounds, above content and sublayers.
    open var borderWidth: CGFloat = 0
    /// The border's color; opaque black by default.
    open var borderColor: CGColor? = .black
    /// The radius that rounds the background and border (and clips with `masksToBounds`).
    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` applies to.
    open var maskedCorners: CACornerMask = .all
    /// Whether sublayers and contents are clipped to the (rounded) bounds.
    open var masksToBounds = false
    /// A hint that the layer is fully opaque; the renderer may skip blending it.
    open var isOpaque = false
    /// Whether opacity fades the flattened subtree as one image (`true`) or each part separately.
    open var allowsGroupOpacity = true
    /// Whether edges under a non-translation transform are antialiased.
    open var allowsEdgeAntialiasing = false
    /// A name for debugging, error messages and lookups.
    open var name: String?

    // MARK: Tree

    /// The layer that contains this one, if any.
    public internal(set) weak var superlayer: CALayer?
    /// The layer's sublayers, back to front; `nil` when there are none.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(children.count)) }
        }
    }
    var children: [CALayer] = []

    /// The kind of layer the renderer sees; subclasses override it.
    open var renderKind: RenderNode.Kind { .layer }
}

/// Hands out process-unique layer identities.
enum LayerIdentity {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter: UInt64 = 0

    static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return counter
    }
}

extension CALayer: CustomStringConvertible {
    public var description: String {
        "<\(type(of: self))\(name.map { " '\($0)'" } ?? "") bounds=\(bounds) position=\(position)>"
    }
}
