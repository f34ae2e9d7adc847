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

    public var id: UInt64
    public var kind: Kind
    public var name: String?
    public var bounds: CGRect
    public var position: CGPoint
    public var anchorPoint: CGPoint
    public var anchorPointZ: CGFloat
    public var zPosition: CGFloat
    public var transform: CATransform3D
    public var sublayerTransform: CATransform3D
    public var isGeometryFlipped: Bool
    public var isDoubleSided: Bool
    public var opacity: CGFloat
    public var backgroundColor: CGColor?
    public var borderWidth: CGFloat
    public var borderColor: CGColor?
    public var cornerRadius: CGFloat
    public var maskedCorners: CACornerMask
    /// The curve of the rounded corners.
    public var cornerCurve: CALayerCornerCurve = .circular
    public var masksToBounds: Bool
    public var isOpaque: Bool
    public var allowsGroupOpacity: Bool
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
    /// Indices of the visible sublayers in `RenderTree.nodes`, back to front.
    public var children: [Int]

    /// The `mask` of a layer whose mask layer is hidden: nothing of the layer shows.
    public static let hiddenMask = -1

    /// The anchor point in the layer's own coordinates: `(bounds.origin + anchor · size, anchorPointZ)`.
    public var anchor3D: (x: CGFloat, y: CGFloat, z: CGFloat) {
        (bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height, anchorPointZ)
    }
}

/// An immutable snapshot of a visible layer tree, in pre-order (the root at index 0).
///
/// Hidden layers and their subtrees are left out: nothing of theirs is drawn.
public struct RenderTree: Equatable, Sendable {
    public var nodes: [RenderNode]
    /// Set on trees that `makeRenderTree(at:)` brought up to date from the same build of an
    /// unchanged model: two trees of one lineage differ at most in its animated nodes. Not part of
    /// the tree's value (`==` compares nodes); anything that edits nodes must clear it.
    public var lineage: RenderTreeLineage?

    /// How many nodes a render tree may hold before replicators stop adding instances: a render
    /// node is a few kilobytes, and nested replicators' counts multiply (1,000 × 1,000 instances
    /// would take gigabytes). Instances past it are not drawn (README, "Limits").
    public static let replicatedNodeBudget = 100_000

    public init(nodes: [RenderNode], lineage: RenderTreeLineage? = nil) {
        self.nodes = nodes
        self.lineage = lineage
    }

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

    public init(build: UInt64, animatedNodes: [Int]) {
        self.build = build
        self.animatedNodes = animatedNodes
    }
}
