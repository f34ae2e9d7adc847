import CoreGraphics
import Foundation
import ImageIO
import QuartzCore

// One usage of each Apple member that Tests/Fixtures/compatibility/members.tsv marks Y, written
// as Apple code writes it, after a `// compat: TYPE.MEMBER` line naming the member's row. This file
// compiles, so a member marked Y that does not exist breaks the build; CompatibilityListTests fails
// on a Y row with no usage here, and on a usage whose row is missing. Nothing here runs: it is
// checked by the compiler only.

// MARK: - QuartzCore

private final class UsageLayer: CALayer {}

private func rendererUsages(_ renderer: CARenderer, _ layer: CALayer) throws {
    // compat: CARenderer.layer
    renderer.layer = layer
    // compat: CARenderer.bounds
    renderer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    // compat: CARenderer.beginFrame(atTime:timeStamp:)
    renderer.beginFrame(atTime: CACurrentMediaTime(), timeStamp: nil)
    // compat: CARenderer.updateBounds()
    _ = renderer.updateBounds()
    // compat: CARenderer.addUpdate(_:)
    renderer.addUpdate(CGRect(x: 0, y: 0, width: 10, height: 10))
    // compat: CARenderer.render()
    try renderer.render()
    // compat: CARenderer.nextFrameTime()
    _ = renderer.nextFrameTime()
    // compat: CARenderer.endFrame()
    renderer.endFrame()
}

private func layerUsages(_ layer: CALayer, _ other: CALayer, _ image: CGImage, _ ctx: CGContext) {
    // compat: CALayer.init()
    let made = CALayer()
    // compat: CALayer.init(layer:)
    _ = UsageLayer(layer: made)
    // compat: CALayer.presentation()
    _ = layer.presentation()
    // compat: CALayer.model()
    _ = layer.model()
    // compat: CALayer.delegate
    _ = layer.delegate
    // compat: CALayer.contents
    layer.contents = image
    // compat: CALayer.contentsRect
    layer.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    // compat: CALayer.contentsCenter
    layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
    // compat: CALayer.contentsGravity
    layer.contentsGravity = .resizeAspect
    // compat: CALayer.contentsScale
    layer.contentsScale = 2
    // compat: CALayer.contentsAreFlipped()
    _ = layer.contentsAreFlipped()
    // compat: CALayer.isOpaque
    layer.isOpaque = true
    // compat: CALayer.opacity
    layer.opacity = 0.5
    // compat: CALayer.isHidden
    layer.isHidden = false
    // compat: CALayer.masksToBounds
    layer.masksToBounds = true
    // compat: CALayer.mask
    layer.mask = other
    // compat: CALayer.isDoubleSided
    layer.isDoubleSided = false
    // compat: CALayer.cornerRadius
    layer.cornerRadius = 8
    // compat: CALayer.maskedCorners
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
    // compat: CALayer.cornerCurve
    layer.cornerCurve = .continuous
    // compat: CALayer.cornerCurveExpansionFactor(_:)
    _ = CALayer.cornerCurveExpansionFactor(.continuous)
    // compat: CALayer.borderWidth
    layer.borderWidth = 1
    // compat: CALayer.borderColor
    layer.borderColor = CGColor(gray: 0, alpha: 1)
    // compat: CALayer.backgroundColor
    layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    // compat: CALayer.shadowOpacity
    layer.shadowOpacity = 0.5
    // compat: CALayer.shadowRadius
    layer.shadowRadius = 4
    // compat: CALayer.shadowOffset
    layer.shadowOffset = CGSize(width: 0, height: -3)
    // compat: CALayer.shadowColor
    layer.shadowColor = CGColor.black
    // compat: CALayer.shadowPath
    layer.shadowPath = CGPath(rect: layer.bounds, transform: nil)
    // compat: CALayer.style
    layer.style = ["cornerRadius": 4]
    // compat: CALayer.allowsEdgeAntialiasing
    layer.allowsEdgeAntialiasing = true
    // compat: CALayer.edgeAntialiasingMask
    layer.edgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge]
    // compat: CALayer.allowsGroupOpacity
    layer.allowsGroupOpacity = false
    // compat: CALayer.filters
    layer.filters = [CIFilter(name: "CIGaussianBlur")!]
    // compat: CALayer.compositingFilter
    layer.compositingFilter = "multiplyBlendMode"
    // compat: CALayer.backgroundFilters
    layer.backgroundFilters = [CIFilter(name: "CIGaussianBlur")!]
    // compat: CALayer.minificationFilter
    layer.minificationFilter = .trilinear
    // compat: CALayer.minificationFilterBias
    layer.minificationFilterBias = 0.5
    // compat: CALayer.magnificationFilter
    layer.magnificationFilter = .nearest
    // compat: CALayer.shouldRasterize
    layer.shouldRasterize = true
    // compat: CALayer.rasterizationScale
    layer.rasterizationScale = 2
    // compat: CALayer.drawsAsynchronously
    layer.drawsAsynchronously = true
    // compat: CALayer.display()
    layer.display()
    // compat: CALayer.setNeedsDisplay()
    layer.setNeedsDisplay()
    // compat: CALayer.setNeedsDisplay(_:)
    layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
    // compat: CALayer.needsDisplayOnBoundsChange
    layer.needsDisplayOnBoundsChange = true
    // compat: CALayer.displayIfNeeded()
    layer.displayIfNeeded()
    // compat: CALayer.needsDisplay()
    _ = layer.needsDisplay()
    // compat: CALayer.needsDisplay(forKey:)
    _ = CALayer.needsDisplay(forKey: "bounds")
    // compat: CALayer.draw(in:)
    layer.draw(in: ctx)
    // compat: CALayer.frame
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    // compat: CALayer.bounds
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    // compat: CALayer.position
    layer.position = CGPoint(x: 50, y: 50)
    // compat: CALayer.zPosition
    layer.zPosition = 1
    // compat: CALayer.anchorPointZ
    layer.anchorPointZ = 0
    // compat: CALayer.anchorPoint
    layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    // compat: CALayer.transform
    layer.transform = CATransform3DIdentity
    // compat: CALayer.sublayerTransform
    layer.sublayerTransform = CATransform3DIdentity
    // compat: CALayer.affineTransform()
    _ = layer.affineTransform()
    // compat: CALayer.setAffineTransform(_:)
    layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
    // compat: CALayer.isGeometryFlipped
    layer.isGeometryFlipped = true
    // compat: CALayer.sublayers
    _ = layer.sublayers
    // compat: CALayer.superlayer
    _ = layer.superlayer
    // compat: CALayer.addSublayer(_:)
    layer.addSublayer(made)
    // compat: CALayer.removeFromSuperlayer()
    made.removeFromSuperlayer()
    // compat: CALayer.insertSublayer(_:at:)
    layer.insertSublayer(made, at: 0)
    // compat: CALayer.insertSublayer(_:below:)
    layer.insertSublayer(CALayer(), below: made)
    // compat: CALayer.insertSublayer(_:above:)
    layer.insertSublayer(CALayer(), above: made)
    // compat: CALayer.replaceSublayer(_:with:)
    layer.replaceSublayer(made, with: CALayer())
    // compat: CALayer.layoutManager
    layer.layoutManager = CAConstraintLayoutManager()
    // compat: CALayer.setNeedsLayout()
    layer.setNeedsLayout()
    // compat: CALayer.layoutSublayers()
    layer.layoutSublayers()
    // compat: CALayer.layoutIfNeeded()
    layer.layoutIfNeeded()
    // compat: CALayer.needsLayout()
    _ = layer.needsLayout()
    // compat: CALayer.preferredFrameSize()
    _ = layer.preferredFrameSize()
    // compat: CALayer.autoresizingMask
    layer.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    // compat: CALayer.resize(withOldSuperlayerSize:)
    layer.resize(withOldSuperlayerSize: CGSize(width: 50, height: 50))
    // compat: CALayer.resizeSublayers(withOldSize:)
    layer.resizeSublayers(withOldSize: CGSize(width: 50, height: 50))
    // compat: CALayer.constraints
    _ = layer.constraints
    // compat: CALayer.addConstraint(_:)
    layer.addConstraint(CAConstraint(attribute: .midX, relativeTo: "superlayer", attribute: .midX))
    // compat: CALayer.actions
    layer.actions = ["position": NSNull()]
    // compat: CALayer.action(forKey:)
    _ = layer.action(forKey: "opacity")
    // compat: CALayer.defaultAction(forKey:)
    _ = CALayer.defaultAction(forKey: "opacity")
    // compat: CALayer.add(_:forKey:)
    layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
    // compat: CALayer.removeAllAnimations()
    layer.removeAllAnimations()
    // compat: CALayer.removeAnimation(forKey:)
    layer.removeAnimation(forKey: "fade")
    // compat: CALayer.animationKeys()
    _ = layer.animationKeys()
    // compat: CALayer.animation(forKey:)
    _ = layer.animation(forKey: "fade")
    // compat: CALayer.convert(_:from:) (CGPoint)
    _ = layer.convert(CGPoint.zero, from: other)
    // compat: CALayer.convert(_:to:) (CGPoint)
    _ = layer.convert(CGPoint.zero, to: other)
    // compat: CALayer.convert(_:from:) (CGRect)
    _ = layer.convert(CGRect.zero, from: other)
    // compat: CALayer.convert(_:to:) (CGRect)
    _ = layer.convert(CGRect.zero, to: other)
    // compat: CALayer.convertTime(_:from:)
    _ = layer.convertTime(CACurrentMediaTime(), from: nil)
    // compat: CALayer.convertTime(_:to:)
    _ = layer.convertTime(0, to: other)
    // compat: CALayer.hitTest(_:)
    _ = layer.hitTest(CGPoint(x: 5, y: 5))
    // compat: CALayer.contains(_:)
    _ = layer.contains(CGPoint(x: 5, y: 5))
    // compat: CALayer.visibleRect
    _ = layer.visibleRect
    // compat: CALayer.scroll(_:)
    layer.scroll(CGPoint(x: 0, y: 10))
    // compat: CALayer.scrollRectToVisible(_:)
    layer.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10))
    // compat: CALayer.name
    layer.name = "badge"
    // compat: CALayer.defaultValue(forKey:)
    _ = CALayer.defaultValue(forKey: "cornerRadius")
    // compat: CALayer.shouldArchiveValue(forKey:)
    _ = layer.shouldArchiveValue(forKey: "position")
    // compat: CALayer.value(forKey:)
    _ = layer.value(forKey: "opacity")
    // compat: CALayer.setValue(_:forKey:)
    layer.setValue(0.5, forKey: "opacity")
    // compat: CALayer.value(forKeyPath:)
    _ = layer.value(forKeyPath: "position.x")
    // compat: CALayer.setValue(_:forKeyPath:)
    layer.setValue(2, forKeyPath: "transform.scale")
    // compat: CALayer.observe(_:options:changeHandler:)
    let observation = layer.observe(\.position, options: [.new]) { _, _ in }
    observation.invalidate()
}

private final class UsageDelegate: NSObject, CALayerDelegate, CAAnimationDelegate {}

private final class UsageAction: CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

private final class UsageLayoutManager: CALayoutManager {}

private func protocolUsages(_ layer: CALayer, _ ctx: CGContext, _ animation: CAAnimation) {
    let delegate: CALayerDelegate = UsageDelegate()
    // compat: CALayerDelegate.display(_:)
    delegate.display(layer)
    // compat: CALayerDelegate.draw(_:in:)
    delegate.draw(layer, in: ctx)
    // compat: CALayerDelegate.layerWillDraw(_:)
    delegate.layerWillDraw(layer)
    // compat: CALayerDelegate.layoutSublayers(of:)
    delegate.layoutSublayers(of: layer)
    // compat: CALayerDelegate.action(for:forKey:)
    _ = delegate.action(for: layer, forKey: "opacity")
    let action: CAAction = UsageAction()
    // compat: CAAction.run(forKey:object:arguments:)
    action.run(forKey: "opacity", object: layer, arguments: nil)
    let manager: CALayoutManager = UsageLayoutManager()
    // compat: CALayoutManager.preferredSize(of:)
    _ = manager.preferredSize(of: layer)
    // compat: CALayoutManager.invalidateLayout(of:)
    manager.invalidateLayout(of: layer)
    // compat: CALayoutManager.layoutSublayers(of:)
    manager.layoutSublayers(of: layer)
    let animationDelegate: CAAnimationDelegate = UsageDelegate()
    // compat: CAAnimationDelegate.animationDidStart(_:)
    animationDelegate.animationDidStart(animation)
    // compat: CAAnimationDelegate.animationDidStop(_:finished:)
    animationDelegate.animationDidStop(animation, finished: true)
}

private func timingUsages(_ timing: CAMediaTiming) {
    // compat: CAMediaTiming.beginTime
    timing.beginTime = CACurrentMediaTime() + 1
    // compat: CAMediaTiming.duration
    timing.duration = 2
    // compat: CAMediaTiming.speed
    timing.speed = 1
    // compat: CAMediaTiming.timeOffset
    timing.timeOffset = 0
    // compat: CAMediaTiming.repeatCount
    timing.repeatCount = HUGE
    // compat: CAMediaTiming.repeatDuration
    timing.repeatDuration = 0
    // compat: CAMediaTiming.autoreverses
    timing.autoreverses = true
    // compat: CAMediaTiming.fillMode
    timing.fillMode = .forwards
}

private func layoutUsages(_ layer: CALayer) {
    // compat: CAConstraintLayoutManager.init()
    layer.layoutManager = CAConstraintLayoutManager()
    // compat: CAConstraint.init(attribute:relativeTo:attribute:scale:offset:)
    let constraint = CAConstraint(attribute: .width, relativeTo: "superlayer", attribute: .width, scale: 0.5, offset: 0)
    // compat: CAConstraint.init(attribute:relativeTo:attribute:offset:)
    _ = CAConstraint(attribute: .minY, relativeTo: "title", attribute: .maxY, offset: 8)
    // compat: CAConstraint.init(attribute:relativeTo:attribute:)
    _ = CAConstraint(attribute: .midX, relativeTo: "superlayer", attribute: .midX)
    // compat: CAConstraint.attribute
    _ = constraint.attribute
    // compat: CAConstraint.sourceName
    _ = constraint.sourceName
    // compat: CAConstraint.sourceAttribute
    _ = constraint.sourceAttribute
    // compat: CAConstraint.scale
    _ = constraint.scale
    // compat: CAConstraint.offset
    _ = constraint.offset
}

private func layerSubclassUsages(_ path: CGPath, _ image: CGImage) {
    let shape = CAShapeLayer()
    // compat: CAShapeLayer.path
    shape.path = path
    // compat: CAShapeLayer.fillColor
    shape.fillColor = nil
    // compat: CAShapeLayer.fillRule
    shape.fillRule = .evenOdd
    // compat: CAShapeLayer.strokeColor
    shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    // compat: CAShapeLayer.lineWidth
    shape.lineWidth = 3
    // compat: CAShapeLayer.lineCap
    shape.lineCap = .round
    // compat: CAShapeLayer.lineJoin
    shape.lineJoin = .bevel
    // compat: CAShapeLayer.miterLimit
    shape.miterLimit = 4
    // compat: CAShapeLayer.lineDashPattern
    shape.lineDashPattern = [4, 2]
    // compat: CAShapeLayer.lineDashPhase
    shape.lineDashPhase = 1
    // compat: CAShapeLayer.strokeStart
    shape.strokeStart = 0.1
    // compat: CAShapeLayer.strokeEnd
    shape.strokeEnd = 0.9

    let text = CATextLayer()
    // compat: CATextLayer.string
    text.string = "Hello"
    // compat: CATextLayer.font
    text.font = "Helvetica" as CFString
    // compat: CATextLayer.fontSize
    text.fontSize = 17
    // compat: CATextLayer.foregroundColor
    text.foregroundColor = CGColor.white
    // compat: CATextLayer.isWrapped
    text.isWrapped = true
    // compat: CATextLayer.alignmentMode
    text.alignmentMode = .center
    // compat: CATextLayer.truncationMode
    text.truncationMode = .end

    let gradient = CAGradientLayer()
    // compat: CAGradientLayer.colors
    gradient.colors = [CGColor.black, CGColor.white]
    // compat: CAGradientLayer.locations
    gradient.locations = [0, 1]
    // compat: CAGradientLayer.startPoint
    gradient.startPoint = CGPoint(x: 0, y: 0)
    // compat: CAGradientLayer.endPoint
    gradient.endPoint = CGPoint(x: 1, y: 1)
    // compat: CAGradientLayer.type
    gradient.type = .conic

    let replicator = CAReplicatorLayer()
    // compat: CAReplicatorLayer.instanceCount
    replicator.instanceCount = 5
    // compat: CAReplicatorLayer.instanceDelay
    replicator.instanceDelay = 0.1
    // compat: CAReplicatorLayer.instanceTransform
    replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
    // compat: CAReplicatorLayer.instanceColor
    replicator.instanceColor = CGColor.white
    // compat: CAReplicatorLayer.instanceRedOffset
    replicator.instanceRedOffset = -0.1
    // compat: CAReplicatorLayer.instanceGreenOffset
    replicator.instanceGreenOffset = -0.1
    // compat: CAReplicatorLayer.instanceBlueOffset
    replicator.instanceBlueOffset = -0.1
    // compat: CAReplicatorLayer.instanceAlphaOffset
    replicator.instanceAlphaOffset = -0.1
    // compat: CAReplicatorLayer.preservesDepth
    replicator.preservesDepth = true

    let scroll = CAScrollLayer()
    // compat: CAScrollLayer.scrollMode
    scroll.scrollMode = .vertically
    // compat: CAScrollLayer.scroll(to:) (CGPoint)
    scroll.scroll(to: CGPoint(x: 0, y: 40))
    // compat: CAScrollLayer.scroll(to:) (CGRect)
    scroll.scroll(to: CGRect(x: 0, y: 40, width: 10, height: 10))

    let tiled = CATiledLayer()
    // compat: CATiledLayer.fadeDuration()
    _ = CATiledLayer.fadeDuration()
    // compat: CATiledLayer.levelsOfDetail
    tiled.levelsOfDetail = 4
    // compat: CATiledLayer.levelsOfDetailBias
    tiled.levelsOfDetailBias = 2
    // compat: CATiledLayer.tileSize
    tiled.tileSize = CGSize(width: 256, height: 256)

    // compat: CATransformLayer.init()
    _ = CATransformLayer()
}

private func emitterUsages(_ image: CGImage) {
    let emitter = CAEmitterLayer()
    // compat: CAEmitterLayer.emitterCells
    _ = emitter.emitterCells
    // compat: CAEmitterLayer.birthRate
    emitter.birthRate = 1
    // compat: CAEmitterLayer.lifetime
    emitter.lifetime = 1
    // compat: CAEmitterLayer.emitterPosition
    emitter.emitterPosition = CGPoint(x: 50, y: 0)
    // compat: CAEmitterLayer.emitterZPosition
    emitter.emitterZPosition = 0
    // compat: CAEmitterLayer.emitterSize
    emitter.emitterSize = CGSize(width: 100, height: 1)
    // compat: CAEmitterLayer.emitterDepth
    emitter.emitterDepth = 0
    // compat: CAEmitterLayer.emitterShape
    emitter.emitterShape = .line
    // compat: CAEmitterLayer.emitterMode
    emitter.emitterMode = .outline
    // compat: CAEmitterLayer.renderMode
    emitter.renderMode = .additive
    // compat: CAEmitterLayer.preservesDepth
    emitter.preservesDepth = false
    // compat: CAEmitterLayer.velocity
    emitter.velocity = 1
    // compat: CAEmitterLayer.scale
    emitter.scale = 1
    // compat: CAEmitterLayer.spin
    emitter.spin = 1
    // compat: CAEmitterLayer.seed
    emitter.seed = 42

    // compat: CAEmitterCell.init()
    let cell = CAEmitterCell()
    // compat: CAEmitterCell.name
    cell.name = "spark"
    // compat: CAEmitterCell.isEnabled
    cell.isEnabled = true
    // compat: CAEmitterCell.birthRate
    cell.birthRate = 20
    // compat: CAEmitterCell.lifetime
    cell.lifetime = 3
    // compat: CAEmitterCell.lifetimeRange
    cell.lifetimeRange = 1
    // compat: CAEmitterCell.emissionLatitude
    cell.emissionLatitude = 0
    // compat: CAEmitterCell.emissionLongitude
    cell.emissionLongitude = .pi
    // compat: CAEmitterCell.emissionRange
    cell.emissionRange = .pi / 4
    // compat: CAEmitterCell.velocity
    cell.velocity = 100
    // compat: CAEmitterCell.velocityRange
    cell.velocityRange = 20
    // compat: CAEmitterCell.xAcceleration
    cell.xAcceleration = 0
    // compat: CAEmitterCell.yAcceleration
    cell.yAcceleration = 50
    // compat: CAEmitterCell.zAcceleration
    cell.zAcceleration = 0
    // compat: CAEmitterCell.scale
    cell.scale = 0.5
    // compat: CAEmitterCell.scaleRange
    cell.scaleRange = 0.1
    // compat: CAEmitterCell.scaleSpeed
    cell.scaleSpeed = -0.1
    // compat: CAEmitterCell.spin
    cell.spin = 1
    // compat: CAEmitterCell.spinRange
    cell.spinRange = 0.5
    // compat: CAEmitterCell.color
    cell.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    // compat: CAEmitterCell.redRange
    cell.redRange = 0.1
    // compat: CAEmitterCell.greenRange
    cell.greenRange = 0.1
    // compat: CAEmitterCell.blueRange
    cell.blueRange = 0.1
    // compat: CAEmitterCell.alphaRange
    cell.alphaRange = 0.1
    // compat: CAEmitterCell.redSpeed
    cell.redSpeed = -0.1
    // compat: CAEmitterCell.greenSpeed
    cell.greenSpeed = -0.1
    // compat: CAEmitterCell.blueSpeed
    cell.blueSpeed = -0.1
    // compat: CAEmitterCell.alphaSpeed
    cell.alphaSpeed = -0.3
    // compat: CAEmitterCell.contents
    cell.contents = image
    // compat: CAEmitterCell.contentsRect
    cell.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    // compat: CAEmitterCell.contentsScale
    cell.contentsScale = 2
    // compat: CAEmitterCell.minificationFilter
    cell.minificationFilter = CALayerContentsFilter.linear.rawValue
    // compat: CAEmitterCell.magnificationFilter
    cell.magnificationFilter = CALayerContentsFilter.nearest.rawValue
    // compat: CAEmitterCell.emitterCells
    cell.emitterCells = [CAEmitterCell()]
    // compat: CAEmitterCell.style
    _ = cell.style
    // compat: CAEmitterCell.defaultValue(forKey:)
    _ = CAEmitterCell.defaultValue(forKey: "scale")
    // compat: CAEmitterCell.shouldArchiveValue(forKey:)
    _ = cell.shouldArchiveValue(forKey: "scale")
    emitter.emitterCells = [cell]
}

private func animationUsages(_ path: CGPath) {
    // compat: CAAnimation.init()
    let animation = CAAnimation()
    // compat: CAAnimation.delegate
    _ = animation.delegate
    // compat: CAAnimation.isRemovedOnCompletion
    animation.isRemovedOnCompletion = false
    // compat: CAAnimation.timingFunction
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    // compat: CAAnimation.preferredFrameRateRange
    animation.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)
    // compat: CAAnimation.defaultValue(forKey:)
    _ = CAAnimation.defaultValue(forKey: "duration")
    // compat: CAAnimation.shouldArchiveValue(forKey:)
    _ = animation.shouldArchiveValue(forKey: "duration")
    // compat: CAAnimation.copy()
    _ = animation.copy()

    // compat: CAPropertyAnimation.init(keyPath:)
    let property = CAPropertyAnimation(keyPath: "transform")
    // compat: CAPropertyAnimation.keyPath
    property.keyPath = "transform"
    // compat: CAPropertyAnimation.isAdditive
    property.isAdditive = true
    // compat: CAPropertyAnimation.isCumulative
    property.isCumulative = true
    // compat: CAPropertyAnimation.valueFunction
    property.valueFunction = CAValueFunction(name: .rotateZ)

    let basic = CABasicAnimation(keyPath: "position.x")
    // compat: CABasicAnimation.fromValue
    basic.fromValue = 0
    // compat: CABasicAnimation.toValue
    basic.toValue = 100
    // compat: CABasicAnimation.byValue
    basic.byValue = 10

    let keyframe = CAKeyframeAnimation(keyPath: "position")
    // compat: CAKeyframeAnimation.values
    keyframe.values = [CGPoint.zero, CGPoint(x: 10, y: 10)].map { NSValue(cgPoint: $0) }
    // compat: CAKeyframeAnimation.path
    keyframe.path = path
    // compat: CAKeyframeAnimation.keyTimes
    keyframe.keyTimes = [0, 1]
    // compat: CAKeyframeAnimation.timingFunctions
    keyframe.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
    // compat: CAKeyframeAnimation.calculationMode
    keyframe.calculationMode = .cubic
    // compat: CAKeyframeAnimation.tensionValues
    keyframe.tensionValues = [0, 0]
    // compat: CAKeyframeAnimation.continuityValues
    keyframe.continuityValues = [0, 0]
    // compat: CAKeyframeAnimation.biasValues
    keyframe.biasValues = [0, 0]
    // compat: CAKeyframeAnimation.rotationMode
    keyframe.rotationMode = .rotateAuto

    // compat: CASpringAnimation.init(perceptualDuration:bounce:)
    let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
    // compat: CASpringAnimation.mass
    spring.mass = 1
    // compat: CASpringAnimation.stiffness
    spring.stiffness = 100
    // compat: CASpringAnimation.damping
    spring.damping = 10
    // compat: CASpringAnimation.initialVelocity
    spring.initialVelocity = 0
    // compat: CASpringAnimation.settlingDuration
    _ = spring.settlingDuration
    // compat: CASpringAnimation.perceptualDuration
    _ = spring.perceptualDuration
    // compat: CASpringAnimation.bounce
    _ = spring.bounce
    // compat: CASpringAnimation.allowsOverdamping
    spring.allowsOverdamping = true

    let group = CAAnimationGroup()
    // compat: CAAnimationGroup.animations
    group.animations = [basic, keyframe]

    let transition = CATransition()
    // compat: CATransition.type
    transition.type = .push
    // compat: CATransition.subtype
    transition.subtype = .fromLeft
    // compat: CATransition.startProgress
    transition.startProgress = 0
    // compat: CATransition.endProgress
    transition.endProgress = 1

    // compat: CAValueFunction.init(name:)
    let function = CAValueFunction(name: .scale)
    // compat: CAValueFunction.name
    _ = function?.name

    // compat: CAMediaTimingFunction.init(name:)
    _ = CAMediaTimingFunction(name: .linear)
    // compat: CAMediaTimingFunction.init(controlPoints:_:_:_:)
    let curve = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
    var point: [Float] = [0, 0]
    // compat: CAMediaTimingFunction.getControlPoint(at:values:)
    curve.getControlPoint(at: 1, values: &point)
}

private func transactionUsages() {
    // compat: CATransaction.begin()
    CATransaction.begin()
    // compat: CATransaction.setAnimationDuration(_:)
    CATransaction.setAnimationDuration(0.5)
    // compat: CATransaction.animationDuration()
    _ = CATransaction.animationDuration()
    // compat: CATransaction.setAnimationTimingFunction(_:)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
    // compat: CATransaction.animationTimingFunction()
    _ = CATransaction.animationTimingFunction()
    // compat: CATransaction.setDisableActions(_:)
    CATransaction.setDisableActions(true)
    // compat: CATransaction.disableActions()
    _ = CATransaction.disableActions()
    // compat: CATransaction.setCompletionBlock(_:)
    CATransaction.setCompletionBlock {}
    // compat: CATransaction.completionBlock()
    _ = CATransaction.completionBlock()
    // compat: CATransaction.setValue(_:forKey:)
    CATransaction.setValue(true, forKey: kCATransactionDisableActions)
    // compat: CATransaction.value(forKey:)
    _ = CATransaction.value(forKey: kCATransactionDisableActions)
    // compat: CATransaction.commit()
    CATransaction.commit()
    // compat: CATransaction.flush()
    CATransaction.flush()
    // compat: CATransaction.lock()
    CATransaction.lock()
    // compat: CATransaction.unlock()
    CATransaction.unlock()
}

private func displayLinkUsages(_ target: AnyObject) {
    let link = CADisplayLink(target: target) { _ in }
    // compat: CADisplayLink.add(to:forMode:)
    link.add(to: .main, forMode: .common)
    // compat: CADisplayLink.remove(from:forMode:)
    link.remove(from: .main, forMode: .common)
    // compat: CADisplayLink.timestamp
    _ = link.timestamp
    // compat: CADisplayLink.targetTimestamp
    _ = link.targetTimestamp
    // compat: CADisplayLink.duration
    _ = link.duration
    // compat: CADisplayLink.isPaused
    link.isPaused = false
    // compat: CADisplayLink.preferredFramesPerSecond
    link.preferredFramesPerSecond = 30
    // compat: CADisplayLink.preferredFrameRateRange
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
    // compat: CADisplayLink.frameInterval
    link.frameInterval = 2
    // compat: CADisplayLink.invalidate()
    link.invalidate()

    // compat: CAFrameRateRange.init(minimum:maximum:preferred:)
    let range = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30)
    // compat: CAFrameRateRange.minimum
    _ = range.minimum
    // compat: CAFrameRateRange.maximum
    _ = range.maximum
    // compat: CAFrameRateRange.preferred
    _ = range.preferred
    // compat: CAFrameRateRange.default
    _ = CAFrameRateRange.default
    // compat: CAFrameRateRange.isEqual(to:)
    _ = range.isEqual(to: .default)
}

private func transformUsages() {
    // compat: CATransform3D.init()
    var t = CATransform3D()
    // compat: CATransform3D.init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)
    t = CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: -1 / 500, m41: 0, m42: 0, m43: 0, m44: 1)
    // compat: CATransform3D.m11 … m44
    t.m34 = -1 / 500
    // compat: CATransform3D.CATransform3DIdentity
    _ = CATransform3DIdentity
    // compat: CATransform3D.CATransform3DIsIdentity(_:)
    _ = CATransform3DIsIdentity(t)
    // compat: CATransform3D.CATransform3DEqualToTransform(_:_:)
    _ = CATransform3DEqualToTransform(t, t)
    // compat: CATransform3D.CATransform3DMakeTranslation(_:_:_:)
    _ = CATransform3DMakeTranslation(1, 2, 3)
    // compat: CATransform3D.CATransform3DMakeScale(_:_:_:)
    _ = CATransform3DMakeScale(2, 2, 1)
    // compat: CATransform3D.CATransform3DMakeRotation(_:_:_:_:)
    _ = CATransform3DMakeRotation(.pi, 0, 1, 0)
    // compat: CATransform3D.CATransform3DTranslate(_:_:_:_:)
    _ = CATransform3DTranslate(t, 1, 2, 3)
    // compat: CATransform3D.CATransform3DScale(_:_:_:_:)
    _ = CATransform3DScale(t, 2, 2, 1)
    // compat: CATransform3D.CATransform3DRotate(_:_:_:_:_:)
    _ = CATransform3DRotate(t, .pi / 2, 0, 0, 1)
    // compat: CATransform3D.CATransform3DConcat(_:_:)
    _ = CATransform3DConcat(t, t)
    // compat: CATransform3D.CATransform3DInvert(_:)
    _ = CATransform3DInvert(t)
    // compat: CATransform3D.CATransform3DMakeAffineTransform(_:)
    _ = CATransform3DMakeAffineTransform(.identity)
    // compat: CATransform3D.CATransform3DIsAffine(_:)
    _ = CATransform3DIsAffine(t)
    // compat: CATransform3D.CATransform3DGetAffineTransform(_:)
    _ = CATransform3DGetAffineTransform(t)
    // compat: CATransform3D.NSValue(caTransform3D:)
    let value = NSValue(caTransform3D: t)
    // compat: CATransform3D.NSValue.caTransform3DValue
    _ = value.caTransform3DValue
    // compat: CATransform3D.CACurrentMediaTime()
    _ = CACurrentMediaTime()
}

// MARK: - Core Graphics

private func contextUsages(_ image: CGImage, _ mask: CGImage, _ gradient: CGGradient, _ path: CGPath) {
    // compat: CGContext.init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)
    guard
        let ctx = CGContext(
            data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    else { return }
    // compat: CGContext.data
    _ = ctx.data
    // compat: CGContext.width
    _ = ctx.width
    // compat: CGContext.height
    _ = ctx.height
    // compat: CGContext.bitsPerComponent
    _ = ctx.bitsPerComponent
    // compat: CGContext.bitsPerPixel
    _ = ctx.bitsPerPixel
    // compat: CGContext.bytesPerRow
    _ = ctx.bytesPerRow
    // compat: CGContext.colorSpace
    _ = ctx.colorSpace
    // compat: CGContext.bitmapInfo
    _ = ctx.bitmapInfo
    // compat: CGContext.alphaInfo
    _ = ctx.alphaInfo
    // compat: CGContext.makeImage()
    _ = ctx.makeImage()
    // compat: CGContext.saveGState()
    ctx.saveGState()
    // compat: CGContext.restoreGState()
    ctx.restoreGState()
    // compat: CGContext.flush()
    ctx.flush()
    // compat: CGContext.synchronize()
    ctx.synchronize()
    // compat: CGContext.beginPath()
    ctx.beginPath()
    // compat: CGContext.move(to:)
    ctx.move(to: CGPoint(x: 10, y: 10))
    // compat: CGContext.addLine(to:)
    ctx.addLine(to: CGPoint(x: 50, y: 10))
    // compat: CGContext.addLines(between:)
    ctx.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 5)])
    // compat: CGContext.addCurve(to:control1:control2:)
    ctx.addCurve(to: CGPoint(x: 50, y: 50), control1: CGPoint(x: 60, y: 20), control2: CGPoint(x: 60, y: 40))
    // compat: CGContext.addQuadCurve(to:control:)
    ctx.addQuadCurve(to: CGPoint(x: 10, y: 50), control: CGPoint(x: 30, y: 60))
    // compat: CGContext.addArc(center:radius:startAngle:endAngle:clockwise:)
    ctx.addArc(center: CGPoint(x: 32, y: 32), radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
    // compat: CGContext.addArc(tangent1End:tangent2End:radius:)
    ctx.addArc(tangent1End: CGPoint(x: 60, y: 0), tangent2End: CGPoint(x: 60, y: 60), radius: 8)
    // compat: CGContext.addRelativeArc(center:radius:startAngle:delta:)
    ctx.addRelativeArc(center: CGPoint(x: 32, y: 32), radius: 10, startAngle: 0, delta: .pi / 2)
    // compat: CGContext.addRect(_:)
    ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    // compat: CGContext.addRects(_:)
    ctx.addRects([CGRect(x: 0, y: 0, width: 10, height: 10)])
    // compat: CGContext.addEllipse(in:)
    ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
    // compat: CGContext.addPath(_:)
    ctx.addPath(path)
    // compat: CGContext.closePath()
    ctx.closePath()
    // compat: CGContext.replacePathWithStrokedPath()
    ctx.replacePathWithStrokedPath()
    // compat: CGContext.path
    _ = ctx.path
    // compat: CGContext.isPathEmpty
    _ = ctx.isPathEmpty
    // compat: CGContext.currentPointOfPath
    _ = ctx.currentPointOfPath
    // compat: CGContext.boundingBoxOfPath
    _ = ctx.boundingBoxOfPath
    // compat: CGContext.pathContains(_:mode:)
    _ = ctx.pathContains(CGPoint(x: 5, y: 5), mode: .fill)
    // compat: CGContext.drawPath(using:)
    ctx.drawPath(using: .fillStroke)
    // compat: CGContext.fillPath(using:)
    ctx.fillPath(using: .evenOdd)
    // compat: CGContext.strokePath()
    ctx.strokePath()
    // compat: CGContext.fill(_:) (CGRect)
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    // compat: CGContext.fill(_:) ([CGRect])
    ctx.fill([CGRect(x: 0, y: 0, width: 10, height: 10)])
    // compat: CGContext.fillEllipse(in:)
    ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    // compat: CGContext.stroke(_:)
    ctx.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
    // compat: CGContext.stroke(_:width:)
    ctx.stroke(CGRect(x: 0, y: 0, width: 10, height: 10), width: 2)
    // compat: CGContext.strokeEllipse(in:)
    ctx.strokeEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    // compat: CGContext.strokeLineSegments(between:)
    ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)])
    // compat: CGContext.clear(_:)
    ctx.clear(CGRect(x: 0, y: 0, width: 64, height: 64))
    // compat: CGContext.setLineWidth(_:)
    ctx.setLineWidth(2)
    // compat: CGContext.setLineCap(_:)
    ctx.setLineCap(.round)
    // compat: CGContext.setLineJoin(_:)
    ctx.setLineJoin(.bevel)
    // compat: CGContext.setMiterLimit(_:)
    ctx.setMiterLimit(4)
    // compat: CGContext.setLineDash(phase:lengths:)
    ctx.setLineDash(phase: 0, lengths: [4, 2])
    // compat: CGContext.setFillColor(_:)
    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    // compat: CGContext.setFillColor(red:green:blue:alpha:)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    // compat: CGContext.setFillColor(gray:alpha:)
    ctx.setFillColor(gray: 0.5, alpha: 1)
    // compat: CGContext.setStrokeColor(_:)
    ctx.setStrokeColor(CGColor.black)
    // compat: CGContext.setStrokeColor(red:green:blue:alpha:)
    ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
    // compat: CGContext.setStrokeColor(gray:alpha:)
    ctx.setStrokeColor(gray: 0, alpha: 1)
    // compat: CGContext.setFillColorSpace(_:)
    ctx.setFillColorSpace(CGColorSpaceCreateDeviceGray())
    // compat: CGContext.setFillColor(_:) (components)
    ctx.setFillColor([0.5, 1])
    // compat: CGContext.setStrokeColorSpace(_:)
    ctx.setStrokeColorSpace(CGColorSpaceCreateDeviceRGB())
    // compat: CGContext.setStrokeColor(_:) (components)
    ctx.setStrokeColor([1, 0, 0, 1])
    // compat: CGContext.setAlpha(_:)
    ctx.setAlpha(0.5)
    // compat: CGContext.setShadow(offset:blur:)
    ctx.setShadow(offset: CGSize(width: 2, height: -2), blur: 4)
    // compat: CGContext.setShadow(offset:blur:color:)
    ctx.setShadow(offset: .zero, blur: 0, color: nil)
    // compat: CGContext.setShouldAntialias(_:)
    ctx.setShouldAntialias(true)
    // compat: CGContext.setAllowsAntialiasing(_:)
    ctx.setAllowsAntialiasing(true)
    // compat: CGContext.interpolationQuality
    ctx.interpolationQuality = .high
    // compat: CGContext.clip(using:)
    ctx.clip(using: .evenOdd)
    // compat: CGContext.clip(to:) (CGRect)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 32, height: 32))
    // compat: CGContext.clip(to:) ([CGRect])
    ctx.clip(to: [CGRect(x: 0, y: 0, width: 32, height: 32)])
    // compat: CGContext.clip(to:mask:)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 32, height: 32), mask: mask)
    // compat: CGContext.resetClip()
    ctx.resetClip()
    // compat: CGContext.boundingBoxOfClipPath
    _ = ctx.boundingBoxOfClipPath
    // compat: CGContext.ctm
    _ = ctx.ctm
    // compat: CGContext.translateBy(x:y:)
    ctx.translateBy(x: 0, y: 64)
    // compat: CGContext.scaleBy(x:y:)
    ctx.scaleBy(x: 1, y: -1)
    // compat: CGContext.rotate(by:)
    ctx.rotate(by: .pi / 8)
    // compat: CGContext.concatenate(_:)
    ctx.concatenate(CGAffineTransform(translationX: 1, y: 1))
    // compat: CGContext.userSpaceToDeviceSpaceTransform
    _ = ctx.userSpaceToDeviceSpaceTransform
    // compat: CGContext.convertToDeviceSpace(_:) (CGPoint)
    _ = ctx.convertToDeviceSpace(CGPoint.zero)
    // compat: CGContext.convertToDeviceSpace(_:) (CGSize)
    _ = ctx.convertToDeviceSpace(CGSize.zero)
    // compat: CGContext.convertToDeviceSpace(_:) (CGRect)
    _ = ctx.convertToDeviceSpace(CGRect.zero)
    // compat: CGContext.convertToUserSpace(_:) (CGPoint)
    _ = ctx.convertToUserSpace(CGPoint.zero)
    // compat: CGContext.convertToUserSpace(_:) (CGSize)
    _ = ctx.convertToUserSpace(CGSize.zero)
    // compat: CGContext.convertToUserSpace(_:) (CGRect)
    _ = ctx.convertToUserSpace(CGRect.zero)
    // compat: CGContext.draw(_:in:)
    ctx.draw(image, in: CGRect(x: 0, y: 0, width: 32, height: 32))
    // compat: CGContext.draw(_:in:byTiling:)
    ctx.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 8), byTiling: true)
    // compat: CGContext.drawLinearGradient(_:start:end:options:)
    ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 64), options: [])
    // compat: CGContext.drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)
    ctx.drawRadialGradient(
        gradient, startCenter: CGPoint(x: 32, y: 32), startRadius: 0, endCenter: CGPoint(x: 32, y: 32), endRadius: 32,
        options: .drawsAfterEndLocation)
    // compat: CGContext.beginTransparencyLayer(auxiliaryInfo:)
    ctx.beginTransparencyLayer(auxiliaryInfo: nil)
    // compat: CGContext.endTransparencyLayer()
    ctx.endTransparencyLayer()
    // compat: CGContext.beginTransparencyLayer(in:auxiliaryInfo:)
    ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 32, height: 32), auxiliaryInfo: nil)
    ctx.endTransparencyLayer()
    // compat: CGContext.setFont(_:)
    if let font = CGFont("DejaVu Sans" as CFString) { ctx.setFont(font) }
    // compat: CGContext.setFontSize(_:)
    ctx.setFontSize(24)
    // compat: CGContext.textMatrix
    ctx.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
    // compat: CGContext.textPosition
    ctx.textPosition = CGPoint(x: 4, y: 40)
    // compat: CGContext.setTextDrawingMode(_:)
    ctx.setTextDrawingMode(.fillStroke)
    // compat: CGContext.showGlyphs(_:at:)
    ctx.showGlyphs([36, 37], at: [CGPoint(x: 0, y: 0), CGPoint(x: 16, y: 0)])
    var callbacks = CGPatternCallbacks(
        version: 0, drawPattern: { _, cell in cell.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }, releaseInfo: nil)
    guard
        let pattern = CGPattern(
            info: nil, bounds: CGRect(x: 0, y: 0, width: 8, height: 8), matrix: .identity, xStep: 8, yStep: 8,
            tiling: .constantSpacing, isColored: true, callbacks: &callbacks),
        let patternSpace = CGColorSpace(patternBaseSpace: nil)
    else { return }
    var alpha: CGFloat = 1
    ctx.setFillColorSpace(patternSpace)
    // compat: CGContext.setFillPattern(_:colorComponents:)
    ctx.setFillPattern(pattern, colorComponents: &alpha)
    ctx.setStrokeColorSpace(patternSpace)
    // compat: CGContext.setStrokePattern(_:colorComponents:)
    ctx.setStrokePattern(pattern, colorComponents: &alpha)
    var functionCallbacks = CGFunctionCallbacks(
        version: 0,
        evaluate: { _, inputs, outputs in
            outputs[0] = inputs[0]
            outputs[1] = 1
        }, releaseInfo: nil)
    guard
        let function = CGFunction(
            info: nil, domainDimension: 1, domain: [0, 1], rangeDimension: 2, range: [0, 1, 0, 1],
            callbacks: &functionCallbacks),
        let shading = CGShading(
            axialSpace: CGColorSpaceCreateDeviceGray(), start: .zero, end: CGPoint(x: 64, y: 0), function: function,
            extendStart: true, extendEnd: true)
    else { return }
    // compat: CGContext.drawShading(_:)
    ctx.drawShading(shading)
}

private func pathUsages() {
    // compat: CGPath.init(rect:transform:)
    let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    // compat: CGPath.init(ellipseIn:transform:)
    _ = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    // compat: CGPath.init(roundedRect:cornerWidth:cornerHeight:transform:)
    _ = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2, transform: nil)
    // compat: CGPath.copy()
    _ = rect.copy()
    var shift = CGAffineTransform(translationX: 5, y: 0)
    // compat: CGPath.copy(using:)
    _ = rect.copy(using: &shift)
    // compat: CGPath.mutableCopy()
    _ = rect.mutableCopy()
    // compat: CGPath.mutableCopy(using:)
    _ = rect.mutableCopy(using: &shift)
    // compat: CGPath.copy(dashingWithPhase:lengths:transform:)
    _ = rect.copy(dashingWithPhase: 0, lengths: [4, 2])
    // compat: CGPath.isEmpty
    _ = rect.isEmpty
    var box = CGRect.zero
    // compat: CGPath.isRect(_:)
    _ = rect.isRect(&box)
    // compat: CGPath.currentPoint
    _ = rect.currentPoint
    // compat: CGPath.boundingBox
    _ = rect.boundingBox
    // compat: CGPath.boundingBoxOfPath
    _ = rect.boundingBoxOfPath
    // compat: CGPath.contains(_:using:transform:)
    _ = rect.contains(CGPoint(x: 5, y: 5), using: .evenOdd, transform: .identity)
    // compat: CGPath.applyWithBlock(_:)
    rect.applyWithBlock { element in _ = element.pointee.type }
    // compat: CGPath.apply(info:function:)
    rect.apply(info: nil) { _, element in _ = element.pointee.type }
    // compat: CGPath.==
    _ = rect == rect.copy()

    // compat: CGMutablePath.init()
    let path = CGMutablePath()
    // compat: CGMutablePath.move(to:transform:)
    path.move(to: .zero)
    // compat: CGMutablePath.addLine(to:transform:)
    path.addLine(to: CGPoint(x: 10, y: 0))
    // compat: CGMutablePath.addLines(between:transform:)
    path.addLines(between: [.zero, CGPoint(x: 10, y: 10)])
    // compat: CGMutablePath.addQuadCurve(to:control:transform:)
    path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: 10))
    // compat: CGMutablePath.addCurve(to:control1:control2:transform:)
    path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 22, y: 5), control2: CGPoint(x: 28, y: 5))
    // compat: CGMutablePath.closeSubpath()
    path.closeSubpath()
    // compat: CGMutablePath.addRect(_:transform:)
    path.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
    // compat: CGMutablePath.addRects(_:transform:)
    path.addRects([CGRect(x: 0, y: 0, width: 5, height: 5)])
    // compat: CGMutablePath.addEllipse(in:transform:)
    path.addEllipse(in: CGRect(x: 0, y: 0, width: 5, height: 5))
    // compat: CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)
    path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 4, cornerHeight: 4)
    // compat: CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    // compat: CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)
    // compat: CGMutablePath.addRelativeArc(center:radius:startAngle:delta:transform:)
    path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi)
    // compat: CGMutablePath.addPath(_:transform:)
    path.addPath(rect, transform: CGAffineTransform(scaleX: 2, y: 2))
}

private func colorUsages() {
    // compat: CGColor.init(red:green:blue:alpha:)
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    // compat: CGColor.init(gray:alpha:)
    _ = CGColor(gray: 0.5, alpha: 1)
    // compat: CGColor.init(srgbRed:green:blue:alpha:)
    _ = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
    // compat: CGColor.init(genericGrayGamma2_2Gray:alpha:)
    _ = CGColor(genericGrayGamma2_2Gray: 0.2, alpha: 1)
    // compat: CGColor.init(genericRGBRed:green:blue:alpha:)
    _ = CGColor(genericRGBRed: 1, green: 1, blue: 0, alpha: 1)
    let components: [CGFloat] = [0, 0, 1, 1]
    // compat: CGColor.init(colorSpace:components:)
    _ = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: components)
    // compat: CGColor.components
    _ = red.components
    // compat: CGColor.numberOfComponents
    _ = red.numberOfComponents
    // compat: CGColor.alpha
    _ = red.alpha
    // compat: CGColor.colorSpace
    _ = red.colorSpace
    // compat: CGColor.copy()
    _ = red.copy()
    // compat: CGColor.copy(alpha:)
    _ = red.copy(alpha: 0.5)
    // compat: CGColor.black
    _ = CGColor.black
    // compat: CGColor.white
    _ = CGColor.white
    // compat: CGColor.clear
    _ = CGColor.clear
    // compat: CGColor.==
    _ = red == CGColor.black

    // compat: CGColorSpace.init(name:)
    let space = CGColorSpace(name: CGColorSpace.sRGB)
    // compat: CGColorSpace.CGColorSpaceCreateDeviceRGB()
    _ = CGColorSpaceCreateDeviceRGB()
    // compat: CGColorSpace.CGColorSpaceCreateDeviceGray()
    _ = CGColorSpaceCreateDeviceGray()
    // compat: CGColorSpace.name
    _ = space?.name
    // compat: CGColorSpace.model
    _ = space?.model
    // compat: CGColorSpace.numberOfComponents
    _ = space?.numberOfComponents
    // compat: CGColorSpace.isWideGamutRGB
    _ = space?.isWideGamutRGB
    // compat: CGColorSpace.sRGB
    _ = CGColorSpace.sRGB
    // compat: CGColorSpace.extendedSRGB
    _ = CGColorSpace.extendedSRGB
    // compat: CGColorSpace.genericGrayGamma2_2
    _ = CGColorSpace.genericGrayGamma2_2
    // compat: CGColorSpace.extendedGray
    _ = CGColorSpace.extendedGray

    // compat: CGGradient.init(colorsSpace:colors:locations:)
    _ = CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor.white] as CFArray, locations: [0, 1])
    let stops: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
    // compat: CGGradient.init(colorSpace:colorComponents:locations:count:)
    _ = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: stops, locations: nil, count: 2)
    // compat: CGGradient.CGGradientDrawingOptions
    _ = CGGradientDrawingOptions([.drawsBeforeStartLocation, .drawsAfterEndLocation])
}

private func imageUsages(_ url: URL, _ data: Data) {
    let bytes = [UInt8](repeating: 255, count: 4 * 4 * 4)
    // compat: CGDataProvider.init(data:)
    guard let provider = CGDataProvider(data: Data(bytes) as CFData) else { return }
    // compat: CGDataProvider.init(url:)
    _ = CGDataProvider(url: url as CFURL)
    // compat: CGDataProvider.init(dataInfo:data:size:releaseData:)
    _ = bytes.withUnsafeBytes {
        CGDataProvider(dataInfo: nil, data: $0.baseAddress!, size: $0.count, releaseData: { _, _, _ in })
    }
    // compat: CGDataProvider.data
    _ = provider.data
    // compat: CGImage.init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)
    guard
        let image = CGImage(
            width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
            provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    else { return }
    // compat: CGImage.width
    _ = image.width
    // compat: CGImage.height
    _ = image.height
    // compat: CGImage.bitsPerComponent
    _ = image.bitsPerComponent
    // compat: CGImage.bitsPerPixel
    _ = image.bitsPerPixel
    // compat: CGImage.bytesPerRow
    _ = image.bytesPerRow
    // compat: CGImage.colorSpace
    _ = image.colorSpace
    // compat: CGImage.bitmapInfo
    _ = image.bitmapInfo
    // compat: CGImage.alphaInfo
    _ = image.alphaInfo
    // compat: CGImage.dataProvider
    _ = image.dataProvider
    // compat: CGImage.shouldInterpolate
    _ = image.shouldInterpolate
    // compat: CGImage.renderingIntent
    _ = image.renderingIntent
    // compat: CGImage.isMask
    _ = image.isMask
    // compat: CGImage.cropping(to:)
    _ = image.cropping(to: CGRect(x: 0, y: 0, width: 2, height: 2))
    // compat: CGImage.init(maskWidth:height:bitsPerComponent:bitsPerPixel:bytesPerRow:provider:decode:shouldInterpolate:)
    guard
        let mask = CGImage(
            maskWidth: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4, provider: provider,
            decode: nil, shouldInterpolate: false)
    else { return }
    // compat: CGImage.masking(_:)
    _ = image.masking(mask)
    // compat: CGImage.init(pngDataProviderSource:decode:shouldInterpolate:intent:)
    _ = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    // compat: CGImage.init(jpegDataProviderSource:decode:shouldInterpolate:intent:)
    _ = CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)

    // compat: CGImageSource.CGImageSourceCreateWithURL(_:_:)
    _ = CGImageSourceCreateWithURL(url as CFURL, nil)
    // compat: CGImageSource.CGImageSourceCreateWithData(_:_:)
    guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { return }
    // compat: CGImageSource.CGImageSourceGetCount(_:)
    _ = CGImageSourceGetCount(source)
    // compat: CGImageSource.CGImageSourceGetType(_:)
    _ = CGImageSourceGetType(source)
    // compat: CGImageSource.CGImageSourceGetStatus(_:)
    _ = CGImageSourceGetStatus(source)
    // compat: CGImageSource.CGImageSourceCreateImageAtIndex(_:_:_:)
    _ = CGImageSourceCreateImageAtIndex(source, 0, nil)
    // compat: CGImageSource.CGImageSourceCopyPropertiesAtIndex(_:_:_:)
    _ = CGImageSourceCopyPropertiesAtIndex(source, 0, nil)?[kCGImagePropertyPixelWidth]
    // compat: CGImageSource.CGImageSourceCreateThumbnailAtIndex(_:_:_:)
    _ = CGImageSourceCreateThumbnailAtIndex(
        source, 0, [kCGImageSourceThumbnailMaxPixelSize: 64, kCGImageSourceCreateThumbnailFromImageAlways: true])
}

private func affineTransformUsages() {
    // compat: CGAffineTransform.init(a:b:c:d:tx:ty:)
    var t = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    // compat: CGAffineTransform.init()
    t = CGAffineTransform()
    // compat: CGAffineTransform.identity
    t = .identity
    // compat: CGAffineTransform.init(translationX:y:)
    t = CGAffineTransform(translationX: 10, y: 0)
    // compat: CGAffineTransform.init(scaleX:y:)
    t = CGAffineTransform(scaleX: 2, y: 2)
    // compat: CGAffineTransform.init(rotationAngle:)
    t = CGAffineTransform(rotationAngle: .pi / 2)
    // compat: CGAffineTransform.a … ty
    t.tx = 5
    // compat: CGAffineTransform.isIdentity
    _ = t.isIdentity
    // compat: CGAffineTransform.concatenating(_:)
    _ = t.concatenating(.identity)
    // compat: CGAffineTransform.translatedBy(x:y:)
    _ = t.translatedBy(x: 1, y: 1)
    // compat: CGAffineTransform.scaledBy(x:y:)
    _ = t.scaledBy(x: 2, y: 1)
    // compat: CGAffineTransform.rotated(by:)
    _ = t.rotated(by: .pi)
    // compat: CGAffineTransform.inverted()
    _ = t.inverted()
    // compat: CGAffineTransform.CGPoint.applying(_:)
    _ = CGPoint(x: 1, y: 1).applying(t)
    // compat: CGAffineTransform.CGSize.applying(_:)
    _ = CGSize(width: 1, height: 1).applying(t)
    // compat: CGAffineTransform.CGRect.applying(_:)
    _ = CGRect(x: 0, y: 0, width: 1, height: 1).applying(t)
    // compat: CGAffineTransform.==
    _ = t == .identity
}

private func addedCoreGraphicsUsages(_ ctx: CGContext, _ path: CGPath, _ image: CGImage) {
    // compat: CGContext.setFlatness(_:)
    ctx.setFlatness(0.5)
    // compat: CGContext.setFillColor(cyan:magenta:yellow:black:alpha:)
    ctx.setFillColor(cyan: 0, magenta: 1, yellow: 1, black: 0, alpha: 1)
    // compat: CGContext.setStrokeColor(cyan:magenta:yellow:black:alpha:)
    ctx.setStrokeColor(cyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 1)
    // compat: CGPath.flattened(threshold:)
    _ = path.flattened(threshold: 0.5)
    // compat: CGColor.init(genericCMYKCyan:magenta:yellow:black:alpha:)
    _ = CGColor(genericCMYKCyan: 0, magenta: 0, yellow: 0, black: 1, alpha: 1)
    // compat: CGColorSpace.CGColorSpaceCreateDeviceCMYK()
    _ = CGColorSpaceCreateDeviceCMYK()
    // compat: CGImage.copy(colorSpace:)
    _ = image.copy(colorSpace: CGColorSpaceCreateDeviceRGB())
    // compat: CGAffineTransform.decomposed()
    _ = CGAffineTransform(rotationAngle: 1).decomposed()
}
