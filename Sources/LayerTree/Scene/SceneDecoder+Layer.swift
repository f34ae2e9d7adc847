import Foundation

/// Decoding of one layer object and, recursively, its sublayers.
extension SceneDecoder {
    /// Decodes the layer object at `path`.
    ///
    /// Checks run in a fixed order so the same file always gives the same
    /// message: the `type`, then unknown and not-yet-supported keys (sorted),
    /// then each value (sorted by key), then `frame`, then the layer's own
    /// `values` (sorted by key), then a scroll layer's `scrollOffset`
    /// (`scroll(to:)`), then the sublayers, then the `animations` in sorted key order.
    ///
    /// Animations are added last, to the finished layer and subtree, as code
    /// that builds a tree and then animates it would: a `CATransition`'s old
    /// appearance is therefore the layer as the file describes it.
    ///
    /// `frame` is applied after every other key, as `CALayer.frame`'s setter
    /// does with an identity transform: `bounds.size = frame.size` (the bounds
    /// origin is kept) and `position = frame.origin + anchorPoint · frame.size`.
    /// So key order never matters, and with `bounds` or `position` also given,
    /// `frame` wins for the size and the position.
    /// A `mask` is decoded as a layer object at `KEY.mask`.
    func layer(_ value: JSONValue, at path: JSONPath, defaultContentsScale: CGFloat = 1) throws -> CALayer {
        let object = try self.object(value, at: path, expected: "a layer (an object)")

        let layer = try makeLayer(type: object["type"], at: path.key("type"))
        let table = type(of: layer).propertyTable
        let sceneOnly = SceneLayerKeys.sceneOnlyKeys(of: layer)
        for key in object.keys.sorted()
        where !SceneLayerKeys.structural.contains(key) && table.property(sceneKey: key) == nil
            && !sceneOnly.contains(key)
        {
            if let owner = SceneLayerKeys.owner(ofKey: key) {
                throw SceneError(path, "'\(key)' is a key of \(owner) layers (\"type\": \"\(owner)\")")
            }
            if SceneLayerKeys.unsupportedCommon.contains(key) || SceneLayerKeys.unsupportedPerType.contains(key) {
                throw SceneError(path, "not supported yet: \(key)")
            }
            throw SceneError(path, "unknown key '\(key)'")
        }

        layer.contentsScale = defaultContentsScale
        for key in object.keys.sorted() where !sceneOnly.contains(key) {
            try apply(key, object[key]!, to: layer, at: path.key(key))
        }

        if let value = object[LayerProperties.frame.key] {
            let framePath = path.key(LayerProperties.frame.key)
            let frame = try worldRect(value, at: framePath)
            // With any other transform the frame is the bounding box of the
            // transformed bounds, and Core Animation leaves setting it undefined.
            guard layer.transform.isIdentity else {
                throw SceneError(
                    framePath,
                    "frame cannot be set on a layer with a non-identity transform (Core Animation leaves this undefined)"
                )
            }
            layer.bounds.size = frame.size
            layer.position = CGPoint(
                x: frame.origin.x + layer.anchorPoint.x * frame.size.width,
                y: frame.origin.y + layer.anchorPoint.y * frame.size.height)
        }

        if let value = object[SceneLayerKeys.values] {
            // Before the sublayers and animations, which may read or animate them.
            try applyValues(value, to: layer, at: path.key(SceneLayerKeys.values))
        }

        if let scroller = layer as? CAScrollLayer, let value = object[SceneLayerKeys.scrollOffset] {
            // After `bounds`, `frame` and `scrollMode`, as code would scroll a finished layer.
            scroller.scroll(to: try point(value, at: path.key(SceneLayerKeys.scrollOffset)))
        }

        if let tiled = layer as? TiledImageLayer, let value = object[SceneLayerKeys.tiles] {
            try applyTiles(value, to: tiled, at: path.key(SceneLayerKeys.tiles))
        }

        if let value = object[LayerProperties.sublayers.key] {
            let sublayersPath = path.key(LayerProperties.sublayers.key)
            let elements = try array(value, at: sublayersPath, expected: "a list of layers")
            for (index, element) in elements.enumerated() {
                layer.addSublayer(try self.layer(element, at: sublayersPath.index(index)))
            }
        }

        if let value = object["animations"] {
            try addAnimations(value, to: layer, at: path.key("animations"))
        }
        return layer
    }

    /// The layer class for a `type` value (`layer` when absent).
    private func makeLayer(type value: JSONValue?, at path: JSONPath) throws -> CALayer {
        guard let value else { return CALayer() }
        let type = try string(value, at: path)
        switch type {
        case "layer": return CALayer()
        case "transform": return CATransformLayer()
        case "replicator": return CAReplicatorLayer()
        case "shape": return CAShapeLayer()
        case "gradient": return CAGradientLayer()
        case "text": return CATextLayer()
        case "scroll": return CAScrollLayer()
        case "tiled": return TiledImageLayer()
        case "emitter": return CAEmitterLayer()
        case _ where SceneLayerKeys.unsupportedTypes.contains(type):
            throw SceneError(path, "not supported yet: \(type)")
        default:
            let known = (SceneLayerKeys.supportedTypes.union(SceneLayerKeys.unsupportedTypes)).sorted()
            throw SceneError(path, "unknown layer type '\(type)'; expected one of \(known.joined(separator: ", "))")
        }
    }

    /// Sets the property for one supported key through its declaration; `type`, `frame`,
    /// `sublayers` and `animations` are handled by the caller (their declarations read
    /// nothing), `mask` and `contents` here.
    private func apply(_ key: String, _ value: JSONValue, to layer: CALayer, at path: JSONPath) throws {
        switch key {
        case LayerProperties.mask.key:
            layer.mask = try self.layer(value, at: path, defaultContentsScale: layer.contentsScale)
        case LayerProperties.contents.key:
            try applyContents(value, to: layer, at: path)
        default:
            guard let property = type(of: layer).propertyTable.property(sceneKey: key) else { return }
            _ = try property.decodeScene(value, at: path, into: layer, with: self)
        }
    }

    /// A replicator's `instanceCount`: a whole number, at most the render tree's instance limit.
    func instanceCount(_ value: JSONValue, at path: JSONPath) throws -> Int {
        let count = try nonNegativeNumber(value, at: path)
        guard count == count.rounded(), count <= 100_000 else {
            throw SceneError(path, "expected a whole number of instances from 0 to 100000, got \(count)")
        }
        return Int(count)
    }

    /// A text layer's `fontSize`: above 0, at most ``DrawingLimits/largestFontSize``.
    func fontSize(_ value: JSONValue, at path: JSONPath) throws -> CGFloat {
        let size = try positiveNumber(value, at: path)
        guard size <= DrawingLimits.largestFontSize else {
            throw SceneError(path, "expected a font size above 0 and at most 4096 points, got \(Self.format(size))")
        }
        return size
    }

    /// A whole number in `range` (levels of detail and their bias).
    func wholeNumber(_ value: JSONValue, in range: ClosedRange<Int>, at path: JSONPath) throws -> Int {
        let number = try self.number(value, at: path)
        guard number == number.rounded(), number >= CGFloat(range.lowerBound), number <= CGFloat(range.upperBound)
        else {
            throw SceneError(
                path,
                "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(Self.format(number))")
        }
        return Int(number)
    }

    /// A tiled layer's `tileSize`: whole pixels, from 1 to 4096 a side (a tile is one texture).
    func tileSize(_ value: JSONValue, at path: JSONPath) throws -> CGSize {
        let size = try self.size(value, at: path)
        for side in [size.width, size.height] where side != side.rounded() || side < 1 || side > 4096 {
            throw SceneError(path, "expected whole pixels from 1 to 4096 a side, got \(Self.format(size))")
        }
        return size
    }

    /// A list of corner names; `[]` rounds no corner.
    func corners(_ value: JSONValue, at path: JSONPath) throws -> CACornerMask {
        var mask: CACornerMask = []
        for (index, element) in try array(value, at: path, expected: "a list of corner names").enumerated() {
            let name = try string(element, at: path.index(index))
            guard let corner = SceneLayerKeys.corners.first(where: { $0.name == name })?.corner else {
                let names = SceneLayerKeys.corners.map(\.name).joined(separator: ", ")
                throw SceneError(path.index(index), "unknown corner '\(name)'; expected one of \(names)")
            }
            mask.insert(corner)
        }
        return mask
    }
}
