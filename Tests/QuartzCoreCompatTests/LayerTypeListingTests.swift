import QuartzCore
import XCTest

// More of the book's listings, for the kinds of layer and the animations the first file leaves
// out: contents, 3D, shape, text, gradient and replicator layers, a transition, scroll, tiled and
// emitter layers, easing.

/// A `width × height` opaque image of one color, standing in for `UIImage(named:)?.cgImage`.
private func image(width: Int, height: Int) -> CGImage {
    CGImage(width: width, height: height, pixels: [UInt8](repeating: 200, count: width * height * 4))!
}

final class LayerTypeListingTests: ListingTestCase {

    // Chapter 2: an image as the layer's contents, aspect-fit and at the screen's scale; a sprite sheet.
    // `contents` is `Any?`, as Apple's: a CGImage is drawn, anything else is kept and draws nothing.
    func testContentsTakesAnyValue() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let any: Any = image(width: 4, height: 4)
        layer.contents = any
        XCTAssertNotNil(layer.makeRenderTree().root?.contents, "a CGImage passed as Any is drawn")
        layer.contents = "not an image"
        XCTAssertEqual(layer.contents as? String, "not an image", "kept as set")
        XCTAssertNil(layer.makeRenderTree().root?.contents, "and draws nothing")
        layer.setValue(image(width: 2, height: 2), forKey: "contents")
        XCTAssertEqual((layer.value(forKey: "contents") as? CGImage)?.width, 2, "through key-value coding too")
        layer.contents = nil
        XCTAssertNil(layer.contents)
        XCTAssertNil(layer.makeRenderTree().root?.contents)
    }

    func testContents() {
        let layerView = makeRootLayer()
        let snowman = image(width: 64, height: 128)
        layerView.contents = snowman
        layerView.contentsGravity = .resizeAspect
        layerView.contentsScale = 2  // image.scale
        layerView.masksToBounds = true
        XCTAssertTrue((layerView.contents as? CGImage) === snowman, "read back as Apple code reads it")
        XCTAssertNotNil(layerView.makeRenderTree().root?.contents)

        let sprite = CALayer()
        sprite.contents = image(width: 256, height: 256)
        sprite.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)  // the top-right quarter
        XCTAssertEqual(sprite.contentsRect, CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5))
    }

    // Chapter 5: a layer turned 60° about the y axis; its right edge comes in toward the middle.
    func testA3DRotation() {
        let view = makeRootLayer()
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        view.addSublayer(layer)
        layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        let rightEdge = layer.convert(CGPoint(x: 100, y: 50), to: view)
        XCTAssertEqual(rightEdge.x, 150 + 50 * cos(.pi / 3), accuracy: 1e-9)
        XCTAssertEqual(rightEdge.y, 150, accuracy: 1e-9)

        // Perspective through the container's sublayerTransform, shared by its sublayers.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        view.sublayerTransform = perspective
        wait(0.25)  // the committed view animated to it implicitly
        XCTAssertEqual(view.makeRenderTree().root?.sublayerTransform.m34, -1.0 / 500.0)
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DConcat(layer.transform, perspective)))
    }

    // Chapter 6: the stick figure, stroked with round joins and caps.
    func testShapeLayer() {
        let view = makeRootLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 175, y: 100))
        // A full circle from 0 to 2π, whichever way round: Core Graphics draws it with either flag.
        path.addArc(center: CGPoint(x: 150, y: 100), radius: 25, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        path.move(to: CGPoint(x: 150, y: 125))
        path.addLine(to: CGPoint(x: 150, y: 175))
        path.addLine(to: CGPoint(x: 125, y: 225))
        path.move(to: CGPoint(x: 150, y: 175))
        path.addLine(to: CGPoint(x: 175, y: 225))
        path.move(to: CGPoint(x: 100, y: 150))
        path.addLine(to: CGPoint(x: 200, y: 150))

        let shapeLayer = CAShapeLayer()
        shapeLayer.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shapeLayer.fillColor = CGColor.clear
        shapeLayer.lineWidth = 5
        shapeLayer.lineJoin = .round
        shapeLayer.lineCap = .round
        shapeLayer.path = path
        view.addSublayer(shapeLayer)

        let box = shapeLayer.path!.boundingBoxOfPath
        XCTAssertEqual(box.minX, 100, accuracy: 1e-6)
        XCTAssertEqual(box.maxX, 200, accuracy: 1e-6)
        XCTAssertEqual(box.minY, 75, accuracy: 1e-6)
        XCTAssertEqual(box.maxY, 225, accuracy: 1e-6)
        let tree = view.makeRenderTree()
        XCTAssertEqual(tree.nodes.compactMap(\.shape).count, 1)
    }

    // Chapter 6: a text layer with wrapped, justified text at the screen's scale.
    func testTextLayer() {
        let labelView = makeRootLayer()
        let textLayer = CATextLayer()
        textLayer.frame = labelView.bounds
        textLayer.contentsScale = 2
        labelView.addSublayer(textLayer)
        textLayer.foregroundColor = CGColor.black
        textLayer.alignmentMode = .justified
        textLayer.isWrapped = true
        textLayer.font = "Helvetica"  // Apple: a CGFont or CTFont; here its name
        textLayer.fontSize = 15
        textLayer.string = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."
        let node = labelView.makeRenderTree().nodes.first { $0.text != nil }
        XCTAssertNotNil(node)
        XCTAssertEqual(textLayer.fontSize, 15)
    }

    // Chapter 6: rich text through an attributed string with Core Text's keys (the book's listing 6.3,
    // in Swift): the text black, "ipsum" red and underlined, all in one CTFont.
    func testTextLayerWithAnAttributedString() throws {
        let labelView = makeRootLayer()
        let textLayer = CATextLayer()
        textLayer.frame = labelView.bounds
        textLayer.contentsScale = 2  // UIScreen.main.scale
        labelView.addSublayer(textLayer)
        textLayer.alignmentMode = .justified
        textLayer.isWrapped = true
        let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."
        let string = NSMutableAttributedString(string: text)
        let fontRef = CTFontCreateWithName("DejaVu Sans" as CFString, 15, nil)  // UIFont.systemFont(ofSize: 15)
        string.setAttributes(
            [
                // UIColor.black.cgColor
                NSAttributedString.Key(kCTForegroundColorAttributeName as String): CGColor.black,
                NSAttributedString.Key(kCTFontAttributeName as String): fontRef,
            ], range: NSRange(location: 0, length: (text as NSString).length))
        string.setAttributes(
            [
                NSAttributedString.Key(kCTForegroundColorAttributeName as String): CGColor(
                    red: 1, green: 0, blue: 0, alpha: 1),
                NSAttributedString.Key(kCTUnderlineStyleAttributeName as String): CTUnderlineStyle.single.rawValue,
                NSAttributedString.Key(kCTFontAttributeName as String): fontRef,
            ], range: NSRange(location: 6, length: 5))
        textLayer.string = string

        XCTAssertTrue(textLayer.string as? NSAttributedString === string)
        let drawn = try XCTUnwrap(labelView.makeRenderTree().nodes.compactMap(\.text).first)
        XCTAssertEqual(drawn.string, text)
        XCTAssertEqual(drawn.runs.map(\.range), [0..<6, 6..<11, 11..<(text as NSString).length], "three runs")
        XCTAssertEqual(drawn.runs.map(\.font), Array(repeating: "DejaVu Sans", count: 3))
        XCTAssertEqual(drawn.runs.map(\.fontSize), [15, 15, 15], "the CTFont's size")
        XCTAssertEqual(drawn.runs[1].foregroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(drawn.runs[1].underlineStyle, 1)
        XCTAssertEqual(drawn.runs[0].foregroundColor, CGColor.black)
        XCTAssertNil(drawn.runs[0].underlineStyle)
        XCTAssertEqual(kCTForegroundColorAttributeName, "CTForegroundColor", "Core Text's raw names")
        XCTAssertEqual(kCTFontAttributeName, "NSFont")
        XCTAssertEqual(kCTKernAttributeName, "NSKern")
        XCTAssertEqual(kCTStrokeWidthAttributeName, "NSStrokeWidth")
        XCTAssertEqual(kCTStrokeColorAttributeName, "NSStrokeColor")
    }

    // `string` and `font` are `Any?`, as Apple's: a string or an attributed string; a name, a CGFont or a CTFont.
    func testTextLayerTakesAttributedStringsAndFontObjects() throws {
        let textLayer = CATextLayer()
        textLayer.bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
        let attributed = NSAttributedString(string: "Attributed")
        textLayer.string = attributed
        XCTAssertTrue((textLayer.string as? NSAttributedString) === attributed, "read back as set")
        XCTAssertEqual(textLayer.makeRenderTree().root?.text?.string, "Attributed", "its characters are drawn")
        let font = try XCTUnwrap(CGFont("DejaVu Serif"))
        textLayer.font = font
        XCTAssertTrue((textLayer.font as? CGFont) === font)
        XCTAssertNil(textLayer.makeRenderTree().root?.text?.font, "an attributed string carries its own fonts")
        textLayer.string = "Plain"
        XCTAssertEqual(textLayer.makeRenderTree().root?.text?.font, "DejaVu Serif", "the font object's family is used")
        let sized = CTFontCreateWithName("DejaVu Sans Mono" as CFString, 40, nil)
        textLayer.font = sized
        XCTAssertTrue((textLayer.font as? CTFont) === sized, "a CTFont too")
        XCTAssertEqual(textLayer.makeRenderTree().root?.text?.font, "DejaVu Sans Mono")
        XCTAssertEqual(textLayer.makeRenderTree().root?.text?.fontSize, 36, "its size is not the layer's fontSize")
        XCTAssertNil(CGFont(""), "no font has an empty name")
        textLayer.font = "DejaVu Sans"
        XCTAssertEqual(textLayer.font as? String, "DejaVu Sans")
        textLayer.string = 42  // not text: nothing is drawn, as on Apple's
        XCTAssertNil(textLayer.string)
        XCTAssertNil(textLayer.makeRenderTree().root?.text)
        textLayer.setValue("Through KVC", forKey: "string")
        XCTAssertEqual(textLayer.string as? String, "Through KVC")
    }

    // Chapter 6: a diagonal gradient with three located stops.
    func testGradientLayer() {
        let containerView = makeRootLayer()
        let gradientLayer = CAGradientLayer()
        gradientLayer.frame = containerView.bounds
        containerView.addSublayer(gradientLayer)
        gradientLayer.colors = [
            CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1),
            CGColor(red: 0, green: 1, blue: 0, alpha: 1),
        ]
        gradientLayer.locations = [0.0, 0.25, 0.5]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        let gradient = containerView.makeRenderTree().nodes.compactMap(\.gradient).first
        XCTAssertEqual(gradient?.colors.count, 3)
        XCTAssertEqual(gradientLayer.locations?.map(\.doubleValue), [0.0, 0.25, 0.5])
        // `colors` is `[Any]?`, as Apple's: CGColors read back as `[CGColor]`, and an animation
        // between two such arrays runs.
        XCTAssertEqual((gradientLayer.colors as? [CGColor])?.count, 3)
        let animation = CABasicAnimation(keyPath: "colors")
        animation.fromValue = [CGColor.black, CGColor.white, CGColor.black] as [Any]
        animation.toValue = gradientLayer.colors
        animation.duration = 1
        gradientLayer.add(animation, forKey: "fade")
        let midway = containerView.makeRenderTree(at: CACurrentMediaTime() + 0.5).nodes.compactMap(\.gradient).first
        XCTAssertEqual(midway?.colors.count, 3)
    }

    // Chapter 6: a replicator drawing ten copies of a square, each turned and bluer than the last.
    func testReplicatorLayer() {
        let containerView = makeRootLayer()
        let replicator = CAReplicatorLayer()
        replicator.frame = containerView.bounds
        containerView.addSublayer(replicator)
        replicator.instanceCount = 10
        var transform = CATransform3DIdentity
        transform = CATransform3DTranslate(transform, 0, 200, 0)
        transform = CATransform3DRotate(transform, .pi / 5, 0, 0, 1)
        transform = CATransform3DTranslate(transform, 0, -200, 0)
        replicator.instanceTransform = transform
        replicator.instanceBlueOffset = -0.1
        replicator.instanceGreenOffset = -0.1
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        layer.backgroundColor = CGColor.white
        replicator.addSublayer(layer)
        // Each copy is a node of its own (instances after the first have derived IDs).
        let squares = containerView.makeRenderTree().nodes.filter { $0.bounds.size == CGSize(width: 100, height: 100) }
        XCTAssertEqual(squares.count, 10)
        XCTAssertEqual(Double(squares.last?.backgroundColor?.blue ?? 0), 0.1, accuracy: 1e-6, "nine steps of −0.1")
    }
}

final class TransitionAndEasingListingTests: ListingTestCase {
    // Chapter 8: a fade between two images.
    func testATransitionBetweenImages() {
        let imageView = makeRootLayer()
        let first = CGImage(width: 1, height: 1, pixels: [255, 0, 0, 255])!
        let second = CGImage(width: 1, height: 1, pixels: [0, 0, 255, 255])!
        imageView.contents = first
        wait(0)
        let transition = CATransition()
        transition.type = kCATransitionFade
        transition.duration = 1
        imageView.add(transition, forKey: nil)
        // A UIImageView's layer runs no action of its own; a standalone layer would cross-fade
        // its new contents in 0.25 s, under the same `transition` key, replacing this one.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        imageView.contents = second
        CATransaction.commit()
        XCTAssertTrue(imageView.animation(forKey: kCATransition) is CATransition)
        wait(0.5)
        XCTAssertNotNil(imageView.makeRenderTree().root?.transition, "half way, both images show")
        wait(1)
        XCTAssertNil(imageView.makeRenderTree().root?.transition)
        XCTAssertTrue((imageView.contents as! CGImage) === second)
    }

    // Chapter 10: a custom easing curve and its control points, read through a pointer.
    // Chapter 6: a scroll layer showing part of a bigger layer, scrolled by code and to a rect.
    func testScrollLayer() {
        let scrollView = makeRootLayer()
        let scrollLayer = CAScrollLayer()
        scrollLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        scrollLayer.scrollMode = kCAScrollBoth
        scrollView.addSublayer(scrollLayer)
        let imageLayer = CALayer()
        imageLayer.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        imageLayer.contents = image(width: 400, height: 300)
        scrollLayer.addSublayer(imageLayer)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scrollLayer.scroll(to: CGPoint(x: 50, y: 20))
        CATransaction.commit()
        XCTAssertEqual(scrollLayer.bounds.origin, CGPoint(x: 50, y: 20))
        XCTAssertEqual(imageLayer.visibleRect, CGRect(x: 50, y: 20, width: 100, height: 100))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        imageLayer.scrollRectToVisible(CGRect(x: 300, y: 250, width: 50, height: 50))
        CATransaction.commit()
        XCTAssertEqual(scrollLayer.bounds.origin, CGPoint(x: 250, y: 200), "just enough to show the rect")
        XCTAssertTrue(scrollLayer.masksToBounds, "a scroll layer clips to its bounds")
    }

    // Chapter 6: a tiled layer whose delegate draws each tile it is asked for.
    func testTiledLayer() {
        // Tiles are drawn on several background threads at once, as on Apple's: the delegate locks.
        final class TileDrawer: NSObject, CALayerDelegate {
            private let lock = NSLock()
            private var tiles: [CGRect] = []
            var drawnTiles: [CGRect] { lock.withLock { tiles } }
            func draw(_ layer: CALayer, in ctx: CGContext) {
                lock.withLock { tiles.append(ctx.boundingBoxOfClipPath) }
                ctx.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
                ctx.fill(ctx.boundingBoxOfClipPath)
            }
        }
        // A renderer installs the surfaces tiles are drawn into; here a context that draws nothing
        // but keeps its clip, which is all the delegate reads.
        let installed = CALayer.backingStoreFactory
        CALayer.backingStoreFactory = { CGContext(width: $0, height: $1) }
        defer { CALayer.backingStoreFactory = installed }
        let scrollView = makeRootLayer()
        let tileLayer = CATiledLayer()
        tileLayer.frame = CGRect(x: 0, y: 0, width: 2048, height: 2048)
        tileLayer.tileSize = CGSize(width: 256, height: 256)
        tileLayer.levelsOfDetail = 3
        let drawer = TileDrawer()
        tileLayer.delegate = drawer
        scrollView.addSublayer(tileLayer)
        CATiledLayer.drawVisibleTiles(in: scrollView, at: CACurrentMediaTime())
        XCTAssertEqual(CATiledLayer.fadeDuration(), 0.25)
        XCTAssertFalse(drawer.drawnTiles.isEmpty, "the visible tiles are drawn")
        XCTAssertLessThan(drawer.drawnTiles.count, 64, "not all 64 tiles of the layer: only those on screen")
        XCTAssertTrue(drawer.drawnTiles.allSatisfy { $0.width == 256 && $0.height == 256 }, "one tile at a time")
    }

    // Chapter 6: the book's fire, an additive emitter of one cell.
    func testEmitterLayer() {
        let containerView = makeRootLayer()
        let emitter = CAEmitterLayer()
        emitter.frame = containerView.bounds
        containerView.addSublayer(emitter)
        emitter.renderMode = kCAEmitterLayerAdditive
        emitter.emitterPosition = CGPoint(x: emitter.frame.size.width / 2, y: emitter.frame.size.height / 2)
        let cell = CAEmitterCell()
        cell.contents = image(width: 8, height: 8)
        cell.birthRate = 150
        cell.lifetime = 5
        cell.color = CGColor(red: 1, green: 0.5, blue: 0.1, alpha: 1)
        cell.alphaSpeed = -0.4
        cell.velocity = 50
        cell.velocityRange = 50
        cell.emissionRange = .pi * 2
        emitter.emitterCells = [cell]
        // The usual idiom: without it the emitter's time began long ago and it is already full.
        emitter.beginTime = CACurrentMediaTime()
        CATransaction.flush()
        let start = emitter.beginTime
        func particles(at time: CFTimeInterval) -> EmitterContent? {
            containerView.makeRenderTree(at: time).nodes.compactMap(\.particles).first
        }
        XCTAssertEqual(
            Double(particles(at: start + 2)?.particles.count ?? 0), 300, accuracy: 2,
            "150 a second for two seconds, none dead yet (lifetime 5)")
        XCTAssertEqual(
            Double(particles(at: start + 10)?.particles.count ?? 0), 375, accuracy: 2,
            "then as many born as fade out: alpha −0.4 a second is gone after 2.5 s, 150 × 2.5 show")
        XCTAssertEqual(particles(at: start + 2), particles(at: start + 2), "the same particles at the same time")
    }

    func testACustomEasingCurve() {
        let function = CAMediaTimingFunction(controlPoints: 1, 0, 0.75, 1)
        var controlPoint1: [Float] = [0, 0]
        var controlPoint2: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &controlPoint1)
        function.getControlPoint(at: 2, values: &controlPoint2)
        XCTAssertEqual(controlPoint1, [1, 0])
        XCTAssertEqual(controlPoint2, [0.75, 1])

        let view = makeRootLayer()
        let ball = CALayer()
        ball.position = CGPoint(x: 0, y: 0)
        view.addSublayer(ball)
        wait(0)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(function)
        ball.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        wait(0.5)
        let x = ball.presentation()!.position.x
        XCTAssertEqual(Double(x), 100 * function.evaluate(at: 0.5), accuracy: 1e-6)
        XCTAssertLessThan(x, 50, "a slow start")
    }
}
