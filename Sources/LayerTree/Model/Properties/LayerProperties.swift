import Foundation

/// `CALayer`'s properties, each declared once: key-value coding key, storage, default,
/// animation form, traits, scene key and reader, dump form, render-node field and copy. The stored properties in
/// `CALayer.swift` take their defaults from here and report changes through these declarations;
/// key-value coding, presentation copies, implicit animations, animation key paths, scene
/// decoding and `dump` all read this table. A new property is one declaration here, its stored
/// property, and its use in the renderer.
///
/// The keys are Core Animation's (`hidden` for `isHidden`, `doubleSided` for `isDoubleSided`),
/// and so are the scene format's, which follows them.
enum LayerProperties {
    // MARK: Geometry

    static let bounds = Property(
        "bounds", \CALayer.bounds, default: CGRect.zero, .rect, [.animatable],
        scene: .read { try $0.worldRect($1, at: $2) }, dump: .rect, node: .bounds, copy: { $0.bounds = $1.bounds })
    static let position = Property(
        "position", \CALayer.position, default: CGPoint.zero, .point, [.animatable],
        scene: .read { try $0.worldPoint($1, at: $2) }, dump: .point, node: .position,
        copy: { $0.position = $1.position })
    static let anchorPoint = Property(
        "anchorPoint", \CALayer.anchorPoint, default: CGPoint(x: 0.5, y: 0.5), .point, [.animatable],
        scene: .read { try $0.point($1, at: $2) }, dump: .point, node: .anchorPoint,
        copy: { $0.anchorPoint = $1.anchorPoint })
    static let anchorPointZ = Property(
        "anchorPointZ", \CALayer.anchorPointZ, default: CGFloat(0), .number, [.animatable],
        scene: .read { try $0.worldNumber($1, at: $2) }, dump: .number, node: .anchorPointZ,
        copy: { $0.anchorPointZ = $1.anchorPointZ })
    static let zPosition = Property(
        "zPosition", \CALayer.zPosition, default: CGFloat(0), .number, [.animatable],
        scene: .read { try $0.worldNumber($1, at: $2) }, dump: .number, node: .zPosition,
        copy: { $0.zPosition = $1.zPosition })
    static let transform = Property(
        "transform", \CALayer.transform, default: CATransform3DIdentity, .transform, [.animatable],
        scene: .read { try $0.transform($1, at: $2) }, dump: .transform, node: .transform,
        copy: { $0.transform = $1.transform })
    static let sublayerTransform = Property(
        "sublayerTransform", \CALayer.sublayerTransform, default: CATransform3DIdentity, .transform, [.animatable],
        scene: .read { try $0.transform($1, at: $2) }, dump: .transform, node: .sublayerTransform,
        copy: { $0.sublayerTransform = $1.sublayerTransform })
    /// Derived from `bounds`, `position`, `anchorPoint` and `transform` (setting it sets the first
    /// two), so copies take those instead; scene files read it after every other key (`SceneDecoder`).
    static let frame = Property(
        "frame", \CALayer.frame, default: CGRect.zero, .rect, [.notCopied], scene: .readBySceneDecoder, dump: .rect)
    static let geometryFlipped = Property(
        "geometryFlipped", \CALayer.isGeometryFlipped, default: false, .bool, [.needsLayout],
        scene: .read { try $0.bool($1, at: $2) }, copy: { $0.isGeometryFlipped = $1.isGeometryFlipped })
    static let doubleSided = Property(
        "doubleSided", \CALayer.isDoubleSided, default: true, .bool, [.animatable],
        scene: .read { try $0.bool($1, at: $2) }, dump: .bool, copy: { $0.isDoubleSided = $1.isDoubleSided })
    static let contentsScale = Property(
        "contentsScale", \CALayer.contentsScale, default: CGFloat(1), .number,
        scene: .read { try $0.number($1, in: DrawingLimits.scaleRange, at: $2) }, dump: .number,
        copy: { $0.contentsScale = $1.contentsScale })

    // MARK: Appearance

    static let hidden = Property(
        "hidden", \CALayer.isHidden, default: false, .bool, [.animatable], scene: .read { try $0.bool($1, at: $2) },
        dump: .bool, copy: { $0.isHidden = $1.isHidden })
    static let opacity = Property(
        "opacity", \CALayer.opacity, default: Float(1), .number, [.animatable],
        scene: .read { Float(try $0.unitNumber($1, at: $2)) }, dump: .number, node: .opacity,
        copy: { $0.opacity = $1.opacity })
    static let backgroundColor = Property(
        "backgroundColor", \CALayer.backgroundColor, default: nil, .color(), [.animatable],
        scene: .read { try $0.color($1, at: $2) }, dump: .color, node: .backgroundColor,
        copy: { $0.backgroundColor = $1.backgroundColor })
    static let borderWidth = Property(
        "borderWidth", \CALayer.borderWidth, default: CGFloat(0), .number, [.animatable],
        scene: .read { try $0.nonNegativeNumber($1, at: $2) }, dump: .number, node: .borderWidth,
        copy: { $0.borderWidth = $1.borderWidth })
    static let borderColor = Property(
        "borderColor", \CALayer.borderColor, default: CGColor.black, .color(), [.animatable],
        scene: .read { try $0.color($1, at: $2) }, dump: .color, node: .borderColor,
        copy: { $0.borderColor = $1.borderColor })
    static let cornerRadius = Property(
        "cornerRadius", \CALayer.cornerRadius, default: CGFloat(0), .number, [.animatable],
        scene: .read { try $0.nonNegativeNumber($1, at: $2) }, dump: .number, node: .cornerRadius,
        copy: { $0.cornerRadius = $1.cornerRadius })
    static let maskedCorners = Property(
        "maskedCorners", \CALayer.maskedCorners, default: CACornerMask.all,
        scene: .read { try $0.corners($1, at: $2) }, copy: { $0.maskedCorners = $1.maskedCorners })
    static let cornerCurve = Property(
        "cornerCurve", \CALayer.cornerCurve, default: CALayerCornerCurve.circular,
        scene: .read { try $0.named($1, CALayerCornerCurve.all, kind: "corner curve", at: $2) },
        copy: { $0.cornerCurve = $1.cornerCurve })
    static let masksToBounds = Property(
        "masksToBounds", \CALayer.masksToBounds, default: false, .bool, [.animatable],
        scene: .read { try $0.bool($1, at: $2) }, dump: .bool, copy: { $0.masksToBounds = $1.masksToBounds })
    static let opaque = Property(
        "opaque", \CALayer.isOpaque, default: false, .bool, scene: .read { try $0.bool($1, at: $2) },
        copy: { $0.isOpaque = $1.isOpaque })
    static let allowsGroupOpacity = Property(
        "allowsGroupOpacity", \CALayer.allowsGroupOpacity, default: true, .bool,
        scene: .read { try $0.bool($1, at: $2) }, copy: { $0.allowsGroupOpacity = $1.allowsGroupOpacity })
    /// Kept as set (a name or a `CIFilter`); render nodes hold the blend mode it resolves to. Not in
    /// `dump`, as `cornerCurve` is not: its goldens keep their shape.
    static let compositingFilter = Property(
        "compositingFilter", \CALayer.compositingFilter, default: nil,
        scene: .read { try $0.compositingFilterName($1, at: $2) },
        copy: { $0.compositingFilter = $1.compositingFilter })
    /// Not scene-file keys: the scene format's spec has none for them.
    static let filters = Property(
        "filters", \CALayer.filters, default: nil, copy: { $0.filters = $1.filters })
    static let backgroundFilters = Property(
        "backgroundFilters", \CALayer.backgroundFilters, default: nil,
        copy: { $0.backgroundFilters = $1.backgroundFilters })
    static let allowsEdgeAntialiasing = Property(
        "allowsEdgeAntialiasing", \CALayer.allowsEdgeAntialiasing, default: false, .bool,
        scene: .read { try $0.bool($1, at: $2) }, copy: { $0.allowsEdgeAntialiasing = $1.allowsEdgeAntialiasing })
    static let edgeAntialiasingMask = Property(
        "edgeAntialiasingMask", \CALayer.edgeAntialiasingMask, default: CAEdgeAntialiasingMask.all,
        scene: .read { try $0.edges($1, at: $2) }, copy: { $0.edgeAntialiasingMask = $1.edgeAntialiasingMask })
    static let name = Property(
        "name", \CALayer.name, default: nil, scene: .read { try $0.string($1, at: $2) }, dump: .string,
        copy: { $0.name = $1.name })

    // MARK: Tree and mask (presentation copies keep the model's)

    static let mask = Property("mask", \CALayer.mask, default: nil, [.notCopied], scene: .readBySceneDecoder)
    /// A LayerKit extension, not a scene-file key: the scene format's spec has none for it.
    static let maskMode = Property(
        "maskMode", \CALayer.maskMode, default: CALayerMaskMode.alpha, copy: { $0.maskMode = $1.maskMode })
    static let sublayers = Property(
        "sublayers", \CALayer.sublayers, default: nil, [.notCopied, .needsLayout], scene: .readBySceneDecoder)

    // MARK: Shadow

    static let shadowColor = Property(
        "shadowColor", \CALayer.shadowColor, default: CGColor.black, .color(), [.animatable],
        scene: .read { try $0.color($1, at: $2) }, dump: .color, node: .shadowColor,
        copy: { $0.shadowColor = $1.shadowColor })
    static let shadowOpacity = Property(
        "shadowOpacity", \CALayer.shadowOpacity, default: Float(0), .number, [.animatable],
        scene: .read { Float(try $0.unitNumber($1, at: $2)) }, dump: .number, node: .shadowOpacity,
        copy: { $0.shadowOpacity = $1.shadowOpacity })
    static let shadowOffset = Property(
        "shadowOffset", \CALayer.shadowOffset, default: CGSize(width: 0, height: -3), .size, [.animatable],
        scene: .read { try $0.worldSize($1, at: $2) }, dump: .size, node: .shadowOffset,
        copy: { $0.shadowOffset = $1.shadowOffset })
    static let shadowRadius = Property(
        "shadowRadius", \CALayer.shadowRadius, default: CGFloat(3), .number, [.animatable],
        scene: .read { try $0.number($1, in: DrawingLimits.shadowRadiusRange, at: $2) }, dump: .number,
        node: .shadowRadius,
        copy: { $0.shadowRadius = $1.shadowRadius })
    static let shadowPath = Property(
        "shadowPath", \CALayer.shadowPath, default: nil, .path, [.animatable],
        scene: .read { try $0.path($1, at: $2) }, dump: .path, copy: { $0.shadowPath = $1.shadowPath?.copy() })

    // MARK: Rasterization

    static let shouldRasterize = Property(
        "shouldRasterize", \CALayer.shouldRasterize, default: false, .bool, scene: .read { try $0.bool($1, at: $2) },
        dump: .bool, copy: { $0.shouldRasterize = $1.shouldRasterize })
    static let rasterizationScale = Property(
        "rasterizationScale", \CALayer.rasterizationScale, default: CGFloat(1), .number, [.animatable],
        scene: .read { try $0.number($1, in: DrawingLimits.scaleRange, at: $2) }, dump: .number,
        node: .rasterizationScale,
        copy: { $0.rasterizationScale = $1.rasterizationScale })

    // MARK: Contents (stored together in `contentsState`, which copies take whole)

    static let contents = Property(
        "contents", \CALayer.contents, default: nil, [.notCopied], scene: .readBySceneDecoder, dump: .contentsImage)
    static let contentsRect = Property(
        "contentsRect", \CALayer.contentsRect, default: CGRect(x: 0, y: 0, width: 1, height: 1), .rect,
        [.animatable, .notCopied], scene: .read { try $0.rect($1, at: $2) }, dump: .rect)
    static let contentsCenter = Property(
        "contentsCenter", \CALayer.contentsCenter, default: CGRect(x: 0, y: 0, width: 1, height: 1), .rect,
        [.animatable, .notCopied], scene: .read { try $0.rect($1, at: $2) }, dump: .rect)
    static let contentsGravity = Property(
        "contentsGravity", \CALayer.contentsGravity, default: CALayerContentsGravity.resize, [.notCopied],
        scene: .read { try $0.named($1, CALayerContentsGravity.all, kind: "gravity", at: $2) }, dump: .name)
    static let minificationFilter = Property(
        "minificationFilter", \CALayer.minificationFilter, default: CALayerContentsFilter.linear, [.notCopied],
        scene: .read { try $0.named($1, CALayerContentsFilter.all, kind: "filter", at: $2) }, dump: .name)
    static let magnificationFilter = Property(
        "magnificationFilter", \CALayer.magnificationFilter, default: CALayerContentsFilter.linear, [.notCopied],
        scene: .read { try $0.named($1, CALayerContentsFilter.all, kind: "filter", at: $2) }, dump: .name)

    static let minificationFilterBias = Property(
        "minificationFilterBias", \CALayer.minificationFilterBias, default: Float(0), .number, [.notCopied])
    static let contentsFormat = Property(
        "contentsFormat", \CALayer.contentsFormat, default: CALayerContentsFormat.RGBA8Uint,
        copy: { $0.contentsFormat = $1.contentsFormat })
    static let wantsExtendedDynamicRangeContent = Property(
        "wantsExtendedDynamicRangeContent", \CALayer.wantsExtendedDynamicRangeContent, default: false, .bool,
        copy: { $0.wantsExtendedDynamicRangeContent = $1.wantsExtendedDynamicRangeContent })

    // MARK: Drawing (the model's own: presentation copies draw synchronously, when asked)

    static let needsDisplayOnBoundsChange = Property(
        "needsDisplayOnBoundsChange", \CALayer.needsDisplayOnBoundsChange, default: false, .bool, [.notCopied])
    static let drawsAsynchronously = Property(
        "drawsAsynchronously", \CALayer.drawsAsynchronously, default: false, .bool, [.notCopied])

    // MARK: Timing (CAMediaTiming)

    static let beginTime = Property(
        "beginTime", \CALayer.beginTime, default: CFTimeInterval(0), .number, [.timing],
        scene: .read { Double(try $0.number($1, at: $2)) }, copy: { $0.beginTime = $1.beginTime })
    static let speed = Property(
        "speed", \CALayer.speed, default: Float(1), .number, [.timing], scene: .read { try $0.floatNumber($1, at: $2) },
        copy: { $0.speed = $1.speed })
    static let timeOffset = Property(
        "timeOffset", \CALayer.timeOffset, default: CFTimeInterval(0), .number, [.timing],
        scene: .read { Double(try $0.number($1, at: $2)) }, copy: { $0.timeOffset = $1.timeOffset })
    static let duration = Property(
        "duration", \CALayer.duration, default: CFTimeInterval(0), .number, [.timing],
        copy: { $0.duration = $1.duration })
    static let repeatCount = Property(
        "repeatCount", \CALayer.repeatCount, default: Float(0), .number, [.timing],
        copy: { $0.repeatCount = $1.repeatCount })
    static let repeatDuration = Property(
        "repeatDuration", \CALayer.repeatDuration, default: CFTimeInterval(0), .number,
        copy: { $0.repeatDuration = $1.repeatDuration })
    static let autoreverses = Property(
        "autoreverses", \CALayer.autoreverses, default: false, .bool, [.timing],
        copy: { $0.autoreverses = $1.autoreverses })
    static let fillMode = Property(
        "fillMode", \CALayer.fillMode, default: CAMediaTimingFillMode.removed, copy: { $0.fillMode = $1.fillMode })

    // MARK: macOS layout (the model's own: presentation copies are never laid out)

    static let autoresizingMask = Property(
        "autoresizingMask", \CALayer.autoresizingMask, default: CAAutoresizingMask.layerNotSizable, [.notCopied])
    static let layoutManager = Property(
        "layoutManager", \CALayer.layoutManager, default: nil, [.notCopied, .needsLayout])
    static let constraints = Property("constraints", \CALayer.constraints, default: nil, [.notCopied])

    // MARK: Actions

    static let delegate = Property("delegate", \CALayer.delegate, default: nil, copy: { $0.delegate = $1.delegate })
    static let actions = Property("actions", \CALayer.actions, default: nil, copy: { $0.actions = $1.actions })
    static let style = Property("style", \CALayer.style, default: nil, copy: { $0.style = $1.style })

    /// Every declaration above, in the order presentation copies take them.
    static let table = PropertyTable(
        inheriting: nil,
        [
            bounds, position, anchorPoint, anchorPointZ, zPosition, transform, sublayerTransform, frame,
            geometryFlipped,
            doubleSided, contentsScale, hidden, opacity, backgroundColor, borderWidth, borderColor, cornerRadius,
            maskedCorners, cornerCurve, masksToBounds, opaque, allowsGroupOpacity, compositingFilter, filters,
            backgroundFilters,
            allowsEdgeAntialiasing,
            edgeAntialiasingMask, name, mask, maskMode,
            sublayers,
            shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath, shouldRasterize, rasterizationScale,
            contents, contentsRect, contentsCenter, contentsGravity, minificationFilter, magnificationFilter,
            minificationFilterBias, contentsFormat, wantsExtendedDynamicRangeContent,
            needsDisplayOnBoundsChange, drawsAsynchronously,
            beginTime, speed, timeOffset, duration, repeatCount, repeatDuration, autoreverses, fillMode,
            delegate, actions, style,
            autoresizingMask, layoutManager, constraints,
        ])
}
