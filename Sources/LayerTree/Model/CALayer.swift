import Foundation
import Synchronization

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
    ///
    /// The layer joins the current transaction: it does not animate changes
    /// made before that transaction commits.
    public init() {
        layerID = LayerIdentity.next()
        TransactionStack.current.noteChange(self)
    }

    /// Creates a presentation copy of `layer`: every property and its identity, no sublayers
    /// or animations. Copies never run actions.
    ///
    /// Subclasses that add stored properties override it, as on Apple's platforms, and copy
    /// theirs after calling `super`; declared properties and values kept by key-value coding
    /// are copied here.
    ///
    /// ```swift
    /// override init(layer: Any) {
    ///     super.init(layer: layer)
    ///     if let other = layer as? ProgressLayer { progress = other.progress }
    /// }
    /// ```
    ///
    /// Not `required`, as Apple's is not: a subclass that writes no initializer inherits it
    /// (its own stored properties then start at their defaults in the copy), and one that writes
    /// `override init()` and `override init(layer:)` keeps its class in presentation copies.
    public init(layer: Any) {
        let other = layer as? CALayer
        layerID = other?.layerID ?? LayerIdentity.next()
        isPresentationCopy = true
        if let other {
            isFillingPresentationCopy = true
            copyProperties(from: other)
            isFillingPresentationCopy = false
        }
    }

    /// A presentation copy of `model` of the same class as `model`: `init(layer:)` as the class
    /// overrides or inherits it. LayerKit makes presentation and committed copies with it.
    ///
    /// A convenience initializer, so every subclass that inherits or overrides all of
    /// `CALayer`'s designated initializers (`init()` and `init(layer:)`) inherits it.
    public required convenience init(presentationOf model: CALayer) {
        self.init(layer: model)
    }

    // Stored properties marked `@exclusivity(unchecked)` are the ones building a render tree
    // reads for every layer, or every animated layer, each frame (geometry and colors the
    // animations write into nodes, `hidden`, `mask`, the six of the layer's clock, the
    // evaluation's own state). Swift checks a class property's accesses for overlap at run time
    // by default: about 76 instructions a read (a thread-local lookup and an access-set insert),
    // which was a third of evaluating a Lottie frame (six of them in every timing read). Each is
    // a plain value read and written whole by its getter and setter, never held across a call,
    // so no access can overlap; dispatch to a subclass's override is unchanged.

    // MARK: Geometry

    /// The layer's own coordinate space: its origin offsets sublayers, its size is the layer's size.
    @exclusivity(unchecked) open var bounds: CGRect = LayerProperties.bounds.defaultValue {
        didSet {
            declaredPropertyDidChange(LayerProperties.bounds, from: oldValue)
            // Not a declared trait: only a new size needs layout, so the old value decides.
            invalidateLayout(forBoundsChangeFrom: oldValue)
            autoresizeSublayers(forBoundsChangeFrom: oldValue)
            boundsDidChange(from: oldValue)
        }
    }
    /// Where the anchor point sits in the superlayer's coordinate space.
    @exclusivity(unchecked) open var position: CGPoint = LayerProperties.position.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.position, from: oldValue) }
    }
    /// The anchor point in unit coordinates of the bounds; transforms pivot about it.
    @exclusivity(unchecked) open var anchorPoint: CGPoint = LayerProperties.anchorPoint.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.anchorPoint, from: oldValue) }
    }
    /// The anchor point's z component, in points.
    @exclusivity(unchecked) open var anchorPointZ: CGFloat = LayerProperties.anchorPointZ.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.anchorPointZ, from: oldValue) }
    }
    /// The layer's position on the z axis; orders siblings.
    @exclusivity(unchecked) open var zPosition: CGFloat = LayerProperties.zPosition.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.zPosition, from: oldValue) }
    }
    /// The transform applied to the layer about its anchor point.
    @exclusivity(unchecked) open var transform: CATransform3D = LayerProperties.transform.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.transform, from: oldValue) }
    }
    /// The transform applied to every sublayer, about this layer's anchor point.
    @exclusivity(unchecked) open var sublayerTransform: CATransform3D = LayerProperties.sublayerTransform.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.sublayerTransform, from: oldValue) }
    }
    /// Whether sublayer geometry is mirrored vertically about this layer's centre line.
    open var isGeometryFlipped: Bool = LayerProperties.geometryFlipped.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.geometryFlipped, from: oldValue) }
    }
    /// Whether the layer is drawn when its back faces the viewer.
    open var isDoubleSided: Bool = LayerProperties.doubleSided.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.doubleSided, from: oldValue) }
    }
    /// Pixels per point of the layer's backing content.
    open var contentsScale: CGFloat = LayerProperties.contentsScale.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.contentsScale, from: oldValue) }
    }
    /// `contents` and the properties that place it (see `CALayer+Contents.swift`).
    var contentsState = LayerContents() {
        didSet {
            modelDidChange()
            // Its properties do not go through `declaredPropertyDidChange`: tell observers here.
            keyValueObservers?.layerDidChange(self)
        }
    }
    /// The pixel format `display()` is asked to draw in; kept and read back (LayerKit's backing
    /// stores are 8-bit RGBA whatever it says, see `CALayerContentsFormat`).
    open var contentsFormat: CALayerContentsFormat = LayerProperties.contentsFormat.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.contentsFormat, from: oldValue) }
    }
    /// Whether the layer asks for content brighter than SDR white (Apple's EDR); kept and read
    /// back: LayerKit composites in 8-bit sRGB, so nothing is drawn differently.
    open var wantsExtendedDynamicRangeContent: Bool = LayerProperties.wantsExtendedDynamicRangeContent.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.wantsExtendedDynamicRangeContent, from: oldValue) }
    }

    // MARK: Appearance

    /// Whether the layer and its subtree are hidden.
    @exclusivity(unchecked) open var isHidden: Bool = LayerProperties.hidden.defaultValue {
        didSet {
            declaredPropertyDidChange(LayerProperties.hidden, from: oldValue)
            // Showing and hiding run `onOrderIn` and `onOrderOut`, as Core Animation documents.
            if oldValue != isHidden { runOrderAction(isHidden ? LayerActionKey.onOrderOut : LayerActionKey.onOrderIn) }
        }
    }
    /// The layer's opacity, from 0 to 1; opacities multiply down the tree.
    @exclusivity(unchecked) open var opacity: Float = LayerProperties.opacity.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.opacity, from: oldValue) }
    }
    /// The fill color of the layer's (rounded) bounds; `nil` draws nothing.
    @exclusivity(unchecked) open var backgroundColor: CGColor? = LayerProperties.backgroundColor.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.backgroundColor, from: oldValue) }
    }
    /// The width of the border drawn inside the bounds, above content and sublayers.
    @exclusivity(unchecked) open var borderWidth: CGFloat = LayerProperties.borderWidth.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.borderWidth, from: oldValue) }
    }
    /// The border's color; opaque black by default.
    @exclusivity(unchecked) open var borderColor: CGColor? = LayerProperties.borderColor.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.borderColor, from: oldValue) }
    }
    /// The radius that rounds the background and border (and clips with `masksToBounds`).
    @exclusivity(unchecked) open var cornerRadius: CGFloat = LayerProperties.cornerRadius.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.cornerRadius, from: oldValue) }
    }
    /// Which corners `cornerRadius` applies to.
    open var maskedCorners: CACornerMask = LayerProperties.maskedCorners.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.maskedCorners, from: oldValue) }
    }
    /// The curve of the rounded corners: `circular` (the default) or `continuous`.
    open var cornerCurve: CALayerCornerCurve = LayerProperties.cornerCurve.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.cornerCurve, from: oldValue) }
    }
    /// Whether sublayers and contents are clipped to the (rounded) bounds.
    open var masksToBounds: Bool = LayerProperties.masksToBounds.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.masksToBounds, from: oldValue) }
    }
    /// A hint that the layer is fully opaque; the renderer may skip blending it.
    open var isOpaque: Bool = LayerProperties.opaque.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.opaque, from: oldValue) }
    }
    /// Whether opacity fades the flattened subtree as one image (`true`) or each part separately.
    open var allowsGroupOpacity: Bool = LayerProperties.allowsGroupOpacity.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.allowsGroupOpacity, from: oldValue) }
    }
    /// How the layer's flattened image combines with what lies beneath it: a blend mode's filter
    /// name (`"multiplyBlendMode"`) or a `CIFilter` of one (`CompositingBlendMode`); `nil`, the
    /// default, composites source-over. A value of no blend mode is kept but changes nothing.
    open var compositingFilter: Any? = LayerProperties.compositingFilter.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.compositingFilter, from: oldValue) }
    }
    /// Core Image filters applied to the layer's flattened image, in order (`CIGaussianBlur`,
    /// `CIColorControls`, `CIColorMatrix`, `CIColorMonochrome`; others are left out).
    open var filters: [Any]? = LayerProperties.filters.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.filters, from: oldValue) }
    }
    /// Core Image filters applied to what lies beneath the layer, within its bounds, before the
    /// layer is drawn over it (a blur makes frosted glass).
    open var backgroundFilters: [Any]? = LayerProperties.backgroundFilters.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.backgroundFilters, from: oldValue) }
    }
    /// Whether edges under a non-translation transform are antialiased.
    open var allowsEdgeAntialiasing: Bool = LayerProperties.allowsEdgeAntialiasing.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.allowsEdgeAntialiasing, from: oldValue) }
    }
    /// Which edges `allowsEdgeAntialiasing` smooths (all four by default); the others stay hard,
    /// as the seams between tiles that meet must.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = LayerProperties.edgeAntialiasingMask.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.edgeAntialiasingMask, from: oldValue) }
    }
    /// A name for debugging, error messages and lookups.
    open var name: String? = LayerProperties.name.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.name, from: oldValue) }
    }

    // MARK: Mask

    /// A layer whose alpha masks this layer's flattened content (shadow included): where the
    /// mask is transparent nothing shows. It is placed in this layer's coordinates as a
    /// sublayer would be, but is not one (no superlayer, not in `sublayers`); its
    /// `removeFromSuperlayer()` detaches it, as in Core Animation.
    ///
    /// ```swift
    /// let circle = CALayer()
    /// circle.frame = photo.bounds
    /// circle.cornerRadius = photo.bounds.width / 2
    /// circle.backgroundColor = .black
    /// photo.mask = circle
    /// ```
    @exclusivity(unchecked) open var mask: CALayer? = LayerProperties.mask.defaultValue {
        didSet {
            declaredPropertyDidChange(LayerProperties.mask, from: oldValue)
            maskDidChange(from: oldValue)
        }
    }
    /// How `mask` is read: its alpha (Core Animation's behaviour, the default), its luminance,
    /// or the inverse of either. A LayerKit extension for track mattes (`CALayerMaskMode`).
    open var maskMode: CALayerMaskMode = LayerProperties.maskMode.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.maskMode, from: oldValue) }
    }
    /// The layer this one is the mask of, so `removeFromSuperlayer()` can detach it.
    weak var maskedLayer: CALayer?

    // MARK: Shadow

    /// The shadow's color; opaque black by default.
    @exclusivity(unchecked) open var shadowColor: CGColor? = LayerProperties.shadowColor.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.shadowColor, from: oldValue) }
    }
    /// The shadow's opacity, from 0 (no shadow) to 1.
    @exclusivity(unchecked) open var shadowOpacity: Float = LayerProperties.shadowOpacity.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.shadowOpacity, from: oldValue) }
    }
    /// The shadow's offset; Core Animation's default is (0, −3).
    @exclusivity(unchecked) open var shadowOffset: CGSize = LayerProperties.shadowOffset.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.shadowOffset, from: oldValue) }
    }
    /// The shadow's blur radius, in points.
    @exclusivity(unchecked) open var shadowRadius: CGFloat = LayerProperties.shadowRadius.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.shadowRadius, from: oldValue) }
    }
    /// The shadow's shape; `nil` derives it from the layer's content. Animatable between paths
    /// with matching elements.
    @exclusivity(unchecked) open var shadowPath: CGPath? = LayerProperties.shadowPath.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.shadowPath, from: oldValue) }
    }

    // MARK: Rasterization

    /// Whether the layer and its subtree are drawn once into a cached bitmap, then composited
    /// from it while the subtree does not change (moving the layer keeps the cache).
    open var shouldRasterize: Bool = LayerProperties.shouldRasterize.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.shouldRasterize, from: oldValue) }
    }
    /// Pixels per point of the cached bitmap, in the layer's own coordinates; 1 by default,
    /// as in Core Animation (set it to the screen's scale for a sharp bitmap).
    @exclusivity(unchecked) open var rasterizationScale: CGFloat = LayerProperties.rasterizationScale.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.rasterizationScale, from: oldValue) }
    }

    // MARK: Timing (CAMediaTiming)

    /// When the layer's timeline starts, in its superlayer's time.
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = LayerProperties.beginTime.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.beginTime, from: oldValue) }
    }
    /// How fast the layer's time runs relative to its superlayer's; 0 freezes its animations.
    @exclusivity(unchecked) open var speed: Float = LayerProperties.speed.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.speed, from: oldValue) }
    }
    /// An offset added to the layer's local time; with `speed` 0 it picks the frozen moment.
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = LayerProperties.timeOffset.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.timeOffset, from: oldValue) }
    }
    /// The length of one repeat of the layer's local time, with `repeatCount` or `autoreverses`:
    /// the time its sublayers and animations see then cycles through `0…duration` (after
    /// `timeOffset`). Without either, a layer's own timeline never ends and this does not clip it.
    @exclusivity(unchecked) open var duration: CFTimeInterval = LayerProperties.duration.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.duration, from: oldValue) }
    }
    /// How many times the layer's timeline repeats (`CAMediaTiming`; `.infinity` for ever), each
    /// `duration` long; after the last it holds its end, and before `beginTime` its start.
    @exclusivity(unchecked) open var repeatCount: Float = LayerProperties.repeatCount.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.repeatCount, from: oldValue) }
    }
    /// How long the layer's timeline repeats, in seconds (`CAMediaTiming`).
    open var repeatDuration: CFTimeInterval = LayerProperties.repeatDuration.defaultValue {
        didSet { keyValueObservers?.layerDidChange(self) }
    }
    /// Whether each repeat of the layer's timeline plays forwards then backwards (`CAMediaTiming`).
    @exclusivity(unchecked) open var autoreverses: Bool = LayerProperties.autoreverses.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.autoreverses, from: oldValue) }
    }
    /// Whether the layer's timeline holds its ends outside its active time (`CAMediaTiming`).
    open var fillMode: CAMediaTimingFillMode = LayerProperties.fillMode.defaultValue {
        didSet { keyValueObservers?.layerDidChange(self) }
    }

    // MARK: Actions (no model changes: they change nothing drawn, so only observers hear of them)

    /// Asked first for the action of each change.
    open weak var delegate: CALayerDelegate? {
        didSet { keyValueObservers?.layerDidChange(self) }
    }
    /// Actions by event key (usually a property name); `NSNull()` disables one.
    open var actions: [String: CAAction]? {
        didSet { keyValueObservers?.layerDidChange(self) }
    }
    /// Defaults consulted after `actions`: its `"actions"` dictionary, then its nested `"style"`.
    open var style: [String: Any]? {
        didSet { keyValueObservers?.layerDidChange(self) }
    }

    // MARK: Animation state

    /// Animations in the order they were added; later ones apply on top.
    @exclusivity(unchecked) var attachedAnimations: [AttachedAnimation] = [] {
        didSet {
            animationsWriteRenderNodeFieldsOnly =
                Self.evaluatesAnimationsIntoRenderNodes
                && attachedAnimations.allSatisfy(\.evaluator.writesRenderNodeFieldsOnly)
            animatedNodeFields = attachedAnimations.reduce([]) { $0.union($1.evaluator.writtenNodeFields) }
        }
    }
    /// The render-node fields the attached animations write.
    @exclusivity(unchecked) private(set) var animatedNodeFields: RenderNodeFields = []
    /// Whether every attached animation can be evaluated straight into the layer's render node
    /// (`applyAnimations(localTime:toNodeAt:)`), with no presentation copy.
    @exclusivity(unchecked) private(set) var animationsWriteRenderNodeFieldsOnly = false
    /// `LayerModelGeneration.value` just after the last change of the layer's own clock
    /// (`PropertyTraits.timing`; 0: never changed): a retained render tree whose timings are
    /// older reads this layer's timing again, and no other's (a player seeking by `timeOffset`
    /// changes one layer's clock a frame, and reading a timing is six overridable getters).
    /// Only ever written by the layer's own change and read by the trees, which never reset it:
    /// any number of trees, each with its own generation, see every change.
    @exclusivity(unchecked) var timingGeneration: UInt64 = 0
    /// The last render tree built from this layer, brought up to date frame by frame while
    /// the model does not change (`CALayer+RenderTree.swift`).
    @exclusivity(unchecked) var retainedRenderTree: RetainedRenderTree?
    /// Set on a `CommittedTree`'s root: the tree never changes, so its retained render tree
    /// stays valid whatever happens to the model.
    @exclusivity(unchecked) var isImmutableSnapshotRoot = false
    /// Whether a transaction that saw this layer has committed (only such layers animate implicitly).
    var hasBeenCommitted = false
    /// Set on presentation copies: they never run actions or count as model changes.
    @exclusivity(unchecked) var isPresentationCopy = false
    /// While `init(layer:)` copies the properties: the copy has no cached node to drop yet, and
    /// dropping one costs a store of the whole (large) optional node per property.
    var isFillingPresentationCopy = false
    /// The model layer a presentation copy was made from.
    var modelLayerReference: CALayer?
    /// On presentation copies: the running transition, if any.
    @exclusivity(unchecked) var presentationTransition: RenderTransition? { didSet { cachedRenderNode = nil } }
    /// While an action runs: the on-screen value before the change, by property.
    var previousValues: [String: AnimatableValue] = [:]
    /// While a structural change's transition is added: the appearance before the change.
    var pendingTransitionSnapshot: RenderTree?
    /// The layer's own render node (children aside), kept until a property changes, so a
    /// still layer is not re-read property by property every frame.
    @exclusivity(unchecked) var cachedRenderNode: RenderNode?
    /// How many nodes the last render tree built from this layer had.
    @exclusivity(unchecked) var lastRenderTreeCount = 0

    // MARK: Tree

    /// The layer that contains this one, if any.
    public internal(set) weak var superlayer: CALayer?
    /// The layer's sublayers, back to front; `nil` when there are none.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            // The old and new sublayers, each once, with whether it was in a tree before.
            var affected: [(layer: CALayer, wasInTree: Bool)] = children.map { ($0, true) }
            var seen = Set(children.map(ObjectIdentifier.init))
            for layer in newValue ?? [] where seen.insert(ObjectIdentifier(layer)).inserted {
                affected.append((layer, layer.superlayer != nil))
            }
            performStructuralChange(forKey: LayerProperties.sublayers.key) {
                for child in children { child.superlayer = nil }
                children = []
                for layer in newValue ?? [] where (try? validateInsertion(of: layer)) != nil {
                    layer.detachFromSuperlayer()
                    children.append(layer)
                    layer.superlayer = self
                }
            }
            for (layer, wasInTree) in affected { layer.runOrderAction(afterChangeFromTree: wasInTree) }
        }
    }
    @exclusivity(unchecked) var children: [CALayer] = []

    /// Custom drawing: the backing store and the dirty region (see `CALayer+Display.swift`).
    var displayState = LayerDisplayState()

    // MARK: Drawing

    /// Updates the layer's contents. The default asks the delegate's `display(_:)`, whose own
    /// default draws a backing store of bounds × `contentsScale` pixels through `draw(in:)`
    /// (`drawBackingStore()`). Called by `displayIfNeeded()`; do not call it at commit yourself.
    open func display() {
        if let delegate { delegate.display(self) } else { drawBackingStore() }
    }

    /// Draws the layer's content into `ctx`, in bounds coordinates; the default asks the
    /// delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    // MARK: Key-value coding (see `CALayer+KeyValueCoding.swift`)

    /// Values stored under keys the class does not declare, copied into presentation layers.
    var undeclaredValues: [String: Any] = [:]

    /// The layer's key-value observations (`CALayer+Observation.swift`); `nil` while nobody
    /// observes, so a change costs one test of it and nothing more.
    var keyValueObservers: LayerObservers?

    /// The class's declared properties; each LayerKit subclass adds its own.
    class var propertyTable: PropertyTable { LayerProperties.table }

    /// The default of the property `key`: a declared property's default, `nil` for others.
    /// Subclasses override it to give their own keys a default, as in Core Animation; a value
    /// never set reads as it.
    open class func defaultValue(forKey key: String) -> Any? {
        declaredDefaultValue(forKey: key)
    }

    /// Whether a change of `key` marks the layer for `display()`, and an animation of `key`
    /// redraws its presentation at every frame. `false` for every key LayerKit declares;
    /// subclasses answer `true` for the properties their `draw(in:)` reads.
    open class func needsDisplay(forKey key: String) -> Bool {
        declaredNeedsDisplay(forKey: key)
    }

    /// Whether an archive of the layer keeps the value of `key`. `true`, Core Animation's default,
    /// for every key; subclasses answer `false` for values that are only caches.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Layout (see `CALayer+Layout.swift` and `Layout/`)

    /// Whether the layer is marked for `layoutSublayers()` at the next commit.
    var isLayoutNeeded = false

    /// How the layer's frame follows its superlayer's size (macOS's autoresizing; see
    /// `CALayer+Autoresizing.swift`); `[]` (`layerNotSizable`), the default, leaves it alone.
    open var autoresizingMask: CAAutoresizingMask = LayerProperties.autoresizingMask.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.autoresizingMask, from: oldValue) }
    }
    /// The object that lays out the sublayers when the delegate does not (a
    /// `CAConstraintLayoutManager`, as on macOS); setting it marks the layer for layout.
    open var layoutManager: CALayoutManager? = LayerProperties.layoutManager.defaultValue {
        didSet { declaredPropertyDidChange(LayerProperties.layoutManager, from: oldValue) }
    }
    /// The layer's constraints, which its superlayer's `CAConstraintLayoutManager` solves for
    /// its frame; setting them marks the superlayer for layout.
    open var constraints: [CAConstraint]? = LayerProperties.constraints.defaultValue {
        didSet {
            declaredPropertyDidChange(LayerProperties.constraints, from: oldValue)
            superlayer?.setNeedsLayout()
        }
    }

    /// Lays out the sublayers; called by `layoutIfNeeded()` when the layer is marked, and at
    /// commit. The default asks the delegate's `layoutSublayers(of:)` (whose own default asks the
    /// layout manager), or with no delegate the `layoutManager`, as Core Animation documents.
    open func layoutSublayers() {
        if let delegate { delegate.layoutSublayers(of: self) } else { layoutManager?.layoutSublayers(of: self) }
    }

    /// Tells the sublayers that this layer's bounds changed size from `oldSize` (macOS's
    /// autoresizing, `CALayer+Autoresizing.swift`); called when the size changes. The default
    /// calls each sublayer's `resize(withOldSuperlayerSize:)`.
    open func resizeSublayers(withOldSize oldSize: CGSize) {
        for sublayer in children { sublayer.resize(withOldSuperlayerSize: oldSize) }
    }

    /// Moves and stretches the frame after the superlayer's bounds changed size from `size`, as
    /// `autoresizingMask` says (`CAAutoresizingMask`).
    open func resize(withOldSuperlayerSize size: CGSize) {
        autoresize(withOldSuperlayerSize: size)
    }

    /// The size the layer would like in its superlayer: the layout manager's `preferredSize(of:)`
    /// when it has one, else the bounds' size mapped into the superlayer's coordinates, the size
    /// of `frame` (so a quarter turn swaps width and height). Subclasses override it.
    open func preferredFrameSize() -> CGSize {
        if let layoutManager { return layoutManager.preferredSize(of: self) }
        let box = frame
        return box.isNull ? .zero : box.size
    }

    // MARK: Overridable hooks

    /// The current value of the animatable property `key`, or `nil` when the layer has no
    /// such animatable property: a declared animatable property, or a value of an animatable
    /// kind kept under an undeclared key (a subclass's own property, stored by key-value coding,
    /// animates without overriding anything). A subclass that keeps a property in Swift storage
    /// instead overrides both this and `setAnimatableValue(_:forKey:)`, calling `super` for keys
    /// it does not own.
    open func animatableValue(forKey key: String) -> AnimatableValue? { layerAnimatableValue(forKey: key) }

    /// Sets the animatable property `key`; returns `false` (changing nothing) when the key
    /// is unknown or `value` is of the wrong kind.
    @discardableResult
    open func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        setLayerAnimatableValue(value, forKey: key)
    }

    /// The action for `event`, searched in Core Animation's documented order:
    ///
    /// 1. the delegate's `action(for:forKey:)`;
    /// 2. the layer's `actions` dictionary;
    /// 3. the `style` dictionary's `actions`, then its nested `style`, recursively;
    /// 4. the class's `defaultAction(forKey:)`;
    /// 5. the implicit animation: a standalone layer animates every animatable property,
    ///    and cross-fades a new `contents` image.
    ///
    /// A step that answers `NSNull()` ends the search with `nil`.
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// The class's default action for `event`; `nil` for every key on `CALayer`.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// The kind of layer the renderer sees; subclasses override it.
    open var renderKind: RenderNode.Kind { .layer }

    /// Whether the layer's own drawing changes with time alone, with no animation attached (an
    /// emitter's particles): it is drawn every frame, as an animated layer is.
    var changesWithTime: Bool { false }

    /// Whether this class's render node is the layer's own properties and its subclass's content,
    /// so that animations of the `RenderNodeField`s can be evaluated into the node. LayerKit's
    /// classes, except `CAReplicatorLayer`, whose node and instances depend on more; a
    /// subclass defined elsewhere may read its properties in its own ways, so it takes the
    /// general path.
    static var evaluatesAnimationsIntoRenderNodes: Bool {
        let type = ObjectIdentifier(self)
        return type == ObjectIdentifier(CALayer.self) || type == ObjectIdentifier(CATransformLayer.self)
            || type == ObjectIdentifier(CAShapeLayer.self) || type == ObjectIdentifier(CAGradientLayer.self)
            || type == ObjectIdentifier(CATextLayer.self) || type == ObjectIdentifier(CAScrollLayer.self)
    }

    /// Whether the layer's child nodes are made anew each frame by `appendSublayerRenderNodes`
    /// (a replicator's instances, a tiled layer's tiles), so trees holding it are not retained.
    var rebuildsChildNodesEveryFrame: Bool { false }

    /// Adds what a subclass draws (a shape, a gradient) to its render node.
    func decorateRenderNode(_ node: inout RenderNode) {}

    /// Appends the render nodes of the model's `sublayers` under this layer (a presentation
    /// copy when it is animated) at its local time `localTime`, and returns the indices of
    /// the visible ones, back to front. `CAReplicatorLayer` draws them once per instance.
    func appendSublayerRenderNodes(_ sublayers: [CALayer], localTime: Double, to nodes: inout [RenderNode]) -> [Int] {
        appendRenderNodes(of: sublayers, parentTime: localTime, to: &nodes)
    }
}

/// Hands out process-unique layer identities.
enum LayerIdentity {
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 { counter.wrappingAdd(1, ordering: .relaxed).newValue }
}

extension CALayer: CustomStringConvertible {
    /// The layer's class and name, for debugging.
    public var description: String {
        "<\(type(of: self))\(name.map { " '\($0)'" } ?? "") bounds=\(bounds) position=\(position)>"
    }
}
