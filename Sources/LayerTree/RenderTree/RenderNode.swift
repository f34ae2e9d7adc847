import Foundation

/// One layer's presentation values, frozen for the renderer.
///
/// A `RenderNode` is what `GLRender` sees instead of a `CALayer`: a value that
/// can cross threads, be compared with last frame's to skip unchanged work,
/// and never changes under the renderer's feet.
public struct RenderNode: Equatable, Sendable {
    /// What the renderer must do with the node.
    public enum Kind: Equatable, Sendable {
        /// A normal layer: draws itself and flattens its sublayers into its plane.
        case layer
        /// A `CATransformLayer`: draws nothing and shares its 3D space with its sublayers.
        case transformLayer
    }

    /// The layer's stable identity, the same in every frame: damage tracking matches nodes by it.
    public var id: UInt64
    /// Whether the node draws and flattens (`layer`) or only groups a 3D space (`transformLayer`).
    public var kind: Kind
    /// The layer's `name`, for dumps and debugging.
    public var name: String?
    /// The layer's `bounds`, in its own coordinates.
    public var bounds: CGRect
    /// The layer's `position`, in its superlayer's coordinates.
    public var position: CGPoint
    /// The layer's `anchorPoint`, in unit coordinates of its bounds.
    public var anchorPoint: CGPoint
    /// The layer's `anchorPointZ`, in points along the z axis.
    public var anchorPointZ: CGFloat
    /// The layer's `zPosition`, which orders parallel planes in a 3D space.
    public var zPosition: CGFloat
    /// The layer's `transform`, about its anchor point.
    public var transform: CATransform3D
    /// The layer's `sublayerTransform`, applied to its sublayers about its anchor point.
    public var sublayerTransform: CATransform3D
    /// The layer's `isGeometryFlipped`: its sublayers placed with y up.
    public var isGeometryFlipped: Bool
    /// The layer's `isDoubleSided`: when false, the layer is not drawn from behind.
    public var isDoubleSided: Bool
    /// The layer's `opacity`, 0 to 1; group opacity when `allowsGroupOpacity` is on.
    public var opacity: CGFloat
    /// The layer's `backgroundColor`; nil draws no background.
    public var backgroundColor: CGColor?
    /// The layer's `borderWidth`, drawn inside its bounds.
    public var borderWidth: CGFloat
    /// The layer's `borderColor`.
    public var borderColor: CGColor?
    /// The layer's `cornerRadius`, for the background, the border and (with `masksToBounds`) the clip.
    public var cornerRadius: CGFloat
    /// The corners `cornerRadius` rounds.
    public var maskedCorners: CACornerMask
    /// The curve of the rounded corners.
    public var cornerCurve: CALayerCornerCurve = .circular
    /// The layer's `masksToBounds`: sublayers and contents clipped to its (rounded) bounds.
    public var masksToBounds: Bool
    /// The layer's `isOpaque` hint.
    public var isOpaque: Bool
    /// The layer's `allowsGroupOpacity`: a translucent layer fades its subtree as one image.
    public var allowsGroupOpacity: Bool
    /// The blend mode the layer's `compositingFilter` selects: its flattened image is blended onto
    /// the backdrop; `nil` (most layers) composites source-over.
    public var blendMode: CompositingBlendMode? = nil
    /// The layer's `allowsEdgeAntialiasing`: edges smoothed where a transform leaves them off the pixel grid.
    public var allowsEdgeAntialiasing: Bool
    /// The edges that `allowsEdgeAntialiasing` smooths.
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask = .all
    /// The edges the renderer smooths: `edgeAntialiasingMask` where `allowsEdgeAntialiasing` is on.
    public var smoothEdges: CAEdgeAntialiasingMask { allowsEdgeAntialiasing ? edgeAntialiasingMask : [] }
    /// Whether the renderer draws the subtree once into a cached bitmap (`shouldRasterize`).
    public var shouldRasterize = false
    /// Pixels per point of that bitmap, in the layer's own coordinates.
    public var rasterizationScale: CGFloat = 1
    /// The shadow drawn under the layer; `nil` when it cannot show.
    @OutOfLine public var shadow: RenderShadow? = nil
    /// The index of the `mask` layer's node (its subtree follows it, outside `children`);
    /// `RenderNode.hiddenMask` when the mask is hidden, which masks everything away.
    public var mask: Int? = nil
    /// How the mask is read (the layer's `maskMode`): its alpha, luminance, or their inverse.
    public var maskMode: CALayerMaskMode = .alpha
    /// A running `CATransition`: the renderer blends the old appearance with this node's subtree.
    @OutOfLine public var transition: RenderTransition? = nil
    /// A `CAShapeLayer`'s path and style, drawn as contents (above the background, below sublayers).
    @OutOfLine public var shape: ShapeContent? = nil
    /// A `CAGradientLayer`'s gradient, filling the rounded bounds as contents.
    @OutOfLine public var gradient: GradientContent? = nil
    /// The layer's image content, drawn above the background and below the sublayers.
    @OutOfLine public var contents: RenderContents? = nil
    /// A `CATextLayer`'s text, rasterized by the renderer and drawn like contents.
    @OutOfLine public var text: RenderText? = nil
    /// A `CAEmitterLayer`'s particles at the frame's time, drawn above the border.
    @OutOfLine public var particles: EmitterContent? = nil
    /// The layer's `filters` and `backgroundFilters` that the renderer draws; `nil` when it has none.
    @OutOfLine public var filters: RenderFilters? = nil
    /// Indices of the visible sublayers in `RenderTree.nodes`, back to front.
    public var children: [Int]

    /// The `mask` of a layer whose mask layer is hidden: nothing of the layer shows.
    public static let hiddenMask = -1

    /// The anchor point in the layer's own coordinates: `(bounds.origin + anchor · size, anchorPointZ)`.
    public var anchor3D: (x: CGFloat, y: CGFloat, z: CGFloat) {
        (bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height, anchorPointZ)
    }
}

extension RenderNode {
    /// The out-of-line fields a node may hold (`shadow`, `contents`, …), as one value.
    public struct OutOfLineFields: OptionSet, Sendable {
        public let rawValue: UInt8
        @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

        // Inlinable constants, not stored ones: another module reads a stored `static let` through an
        // accessor and a once-check each time, a dozen times a layer a frame in planning.
        @inlinable public static var shadow: Self { Self(rawValue: 1 << 0) }
        @inlinable public static var transition: Self { Self(rawValue: 1 << 1) }
        @inlinable public static var shape: Self { Self(rawValue: 1 << 2) }
        @inlinable public static var gradient: Self { Self(rawValue: 1 << 3) }
        @inlinable public static var contents: Self { Self(rawValue: 1 << 4) }
        @inlinable public static var text: Self { Self(rawValue: 1 << 5) }
        @inlinable public static var particles: Self { Self(rawValue: 1 << 6) }
        @inlinable public static var filters: Self { Self(rawValue: 1 << 7) }
    }

    /// The out-of-line fields the node at `node` holds, read where it lies. Another module that
    /// asks `nodes[i].$contents` of a node it reads in place gets a copy of the whole node (608
    /// bytes) made for the call, since the getter is opaque to it; this takes the node's address.
    public static func outOfLineFields(at node: UnsafePointer<RenderNode>) -> OutOfLineFields {
        var fields: OutOfLineFields = []
        if node.pointee.$shadow { fields.insert(.shadow) }
        if node.pointee.$transition { fields.insert(.transition) }
        if node.pointee.$shape { fields.insert(.shape) }
        if node.pointee.$gradient { fields.insert(.gradient) }
        if node.pointee.$contents { fields.insert(.contents) }
        if node.pointee.$text { fields.insert(.text) }
        if node.pointee.$particles { fields.insert(.particles) }
        if node.pointee.$filters { fields.insert(.filters) }
        return fields
    }
}

/// An immutable snapshot of a visible layer tree, in pre-order (the root at index 0).
///
/// Hidden layers and their subtrees are left out: nothing of theirs is drawn.
public struct RenderTree: Equatable, Sendable {
    /// The nodes in pre-order, painter's order among siblings: the root first.
    public var nodes: [RenderNode]
    /// Set on trees that `makeRenderTree(at:)` brought up to date from the same build of an
    /// unchanged model: two trees of one lineage differ at most in its animated nodes. Not part of
    /// the tree's value (`==` compares nodes); anything that edits nodes must clear it.
    public var lineage: RenderTreeLineage?

    /// How many nodes a render tree may hold before replicators stop adding instances: a render
    /// node is a few kilobytes, and nested replicators' counts multiply (1,000 × 1,000 instances
    /// would take gigabytes). Instances past it are not drawn (README, "Limits").
    public static let replicatedNodeBudget = 100_000

    /// Creates a tree of `nodes`; `lineage` only from `makeRenderTree(at:)`.
    public init(nodes: [RenderNode], lineage: RenderTreeLineage? = nil) {
        self.nodes = nodes
        self.lineage = lineage
    }

    /// Trees are equal when their nodes are: the lineage is not part of the value.
    public static func == (a: RenderTree, b: RenderTree) -> Bool { a.nodes == b.nodes }

    /// The root node, or `nil` when the root layer is hidden.
    public var root: RenderNode? { nodes.first }
}

/// Which build of a layer tree a render tree was evaluated from (`RenderTree.lineage`): a renderer
/// comparing two trees of one lineage compares only the animated nodes, instead of every node.
public struct RenderTreeLineage: Equatable, Sendable {
    /// Unique per build: a model change, or a change of the tree's shape, starts a new one.
    public let build: UInt64
    /// The indices of the nodes that animations write: the only ones that differ between frames.
    public let animatedNodes: [Int]

    /// Creates a lineage; only `makeRenderTree(at:)` and tests make them.
    public init(build: UInt64, animatedNodes: [Int]) {
        self.build = build
        self.animatedNodes = animatedNodes
    }
}
