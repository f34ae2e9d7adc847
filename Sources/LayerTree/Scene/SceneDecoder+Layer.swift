import Foundation

/// Decoding of one layer object and, recursively, its sublayers.
extension SceneDecoder {
    /// Decodes the layer object at `path`.
    ///
    /// Checks run in a fixed order so the same file always gives the same
    /// message: the `type`, then unknown and not-yet-supported keys (sorted),
    /// then each value (sorted by key), then `frame`, then the sublayers, then
    /// the `animations` in sorted key order.
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
        for key in object.keys.sorted() where !SceneLayerKeys.supported.contains(key) {
            if SceneLayerKeys.replicator.contains(key) {
                if layer is CAReplicatorLayer { continue }
                throw SceneError(path, "'\(key)' is a key of replicator layers (\"type\": \"replicator\")")
            }
            if let owner = SceneLayerKeys.vectorKeyOwner(key) {
                if owner.accepts(layer) { continue }
                throw SceneError(path, "'\(key)' is a key of \(owner.name) layers (\"type\": \"\(owner.name)\")")
            }
            if SceneLayerKeys.text.contains(key) {
                if layer is CATextLayer { continue }
                throw SceneError(path, "'\(key)' is a key of text layers (\"type\": \"text\")")
            }
            if SceneLayerKeys.unsupportedCommon.contains(key) || SceneLayerKeys.unsupportedPerType.contains(key) {
                throw SceneError(path, "not supported yet: \(key)")
            }
            throw SceneError(path, "unknown key '\(key)'")
        }

        layer.contentsScale = defaultContentsScale
        for key in object.keys.sorted() {
            try apply(key, object[key]!, to: layer, at: path.key(key))
        }

        if let value = object["frame"] {
            let framePath = path.key("frame")
            let frame = try rect(value, at: framePath)
            // With any other transform the frame is the bounding box of the
            // transformed bounds, and Core Animation leaves setting it undefined.
            guard layer.transform.isIdentity else {
                throw SceneError(
                    framePath,
                    "frame cannot be set on a layer with a non-identity transform (Core Animation leaves this undefined)")
            }
            layer.bounds.size = frame.size
            layer.position = CGPoint(
                x: frame.origin.x + layer.anchorPoint.x * frame.size.width,
                y: frame.origin.y + layer.anchorPoint.y * frame.size.height)
        }

        if let value = object["sublayers"] {
            let sublayersPath = path.key("sublayers")
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
        case _ where SceneLayerKeys.unsupportedTypes.contains(type):
            throw SceneError(path, "not supported yet: \(type)")
        default:
            let known = (SceneLayerKeys.supportedTypes.union(SceneLayerKeys.unsupportedTypes)).sorted()
            throw SceneError(path, "unknown layer type '\(type)'; expected one of \(known.joined(separator: ", "))")
        }
    }

    /// Sets the property for one supported key; `type`, `frame`, `sublayers` and `animations` are handled by the caller.
    private func apply(_ key: String, _ value: JSONValue, to layer: CALayer, at path: JSONPath) throws {
        switch key {
        case "type", "frame", "sublayers", "animations": break
        case "mask": layer.mask = try self.layer(value, at: path, defaultContentsScale: layer.contentsScale)
        case "name": layer.name = try string(value, at: path)
        case "bounds": layer.bounds = try rect(value, at: path)
        case "position": layer.position = try point(value, at: path)
        case "anchorPoint": layer.anchorPoint = try point(value, at: path)
        case "anchorPointZ": layer.anchorPointZ = try number(value, at: path)
        case "zPosition": layer.zPosition = try number(value, at: path)
        case "transform": layer.transform = try transform(value, at: path)
        case "sublayerTransform": layer.sublayerTransform = try transform(value, at: path)
        case "opacity": layer.opacity = Float(try unitNumber(value, at: path))
        case "hidden": layer.isHidden = try bool(value, at: path)
        case "backgroundColor": layer.backgroundColor = try color(value, at: path)
        case "borderWidth": layer.borderWidth = try nonNegativeNumber(value, at: path)
        case "borderColor": layer.borderColor = try color(value, at: path)
        case "cornerRadius": layer.cornerRadius = try nonNegativeNumber(value, at: path)
        case "maskedCorners": layer.maskedCorners = try corners(value, at: path)
        case "masksToBounds": layer.masksToBounds = try bool(value, at: path)
        case "doubleSided": layer.isDoubleSided = try bool(value, at: path)
        case "geometryFlipped": layer.isGeometryFlipped = try bool(value, at: path)
        case "opaque": layer.isOpaque = try bool(value, at: path)
        case "allowsGroupOpacity": layer.allowsGroupOpacity = try bool(value, at: path)
        case "allowsEdgeAntialiasing": layer.allowsEdgeAntialiasing = try bool(value, at: path)
        case "contentsScale": layer.contentsScale = try positiveNumber(value, at: path)
        case "speed": layer.speed = try floatNumber(value, at: path)
        case "timeOffset": layer.timeOffset = try number(value, at: path)
        case "beginTime": layer.beginTime = try number(value, at: path)
        case "shouldRasterize": layer.shouldRasterize = try bool(value, at: path)
        case "rasterizationScale": layer.rasterizationScale = try positiveNumber(value, at: path)
        case "shadowColor": layer.shadowColor = try color(value, at: path)
        case "shadowOpacity": layer.shadowOpacity = Float(try unitNumber(value, at: path))
        case "shadowOffset": layer.shadowOffset = try size(value, at: path)
        case "shadowRadius": layer.shadowRadius = try nonNegativeNumber(value, at: path)
        case "shadowPath": layer.shadowPath = try self.path(value, at: path)
        case _ where try applyContentsKey(key, value, to: layer, at: path): break
        case _ where SceneLayerKeys.text.contains(key):
            try applyTextKey(key, value, to: layer as! CATextLayer, at: path)
        case _ where SceneLayerKeys.replicator.contains(key):
            try applyReplicatorKey(key, value, to: layer as! CAReplicatorLayer, at: path)
        case _ where SceneLayerKeys.shape.contains(key):
            try applyShapeKey(key, value, to: layer as! CAShapeLayer, at: path)
        case _ where SceneLayerKeys.gradient.contains(key):
            try applyGradientKey(key, value, to: layer as! CAGradientLayer, at: path)
        default:
            // Unreachable: keys were checked against SceneLayerKeys.supported.
            throw SceneError(path, "unknown key '\(key)'")
        }
    }

    /// Sets a `CAReplicatorLayer` property (the caller checked the layer's type).
    private func applyReplicatorKey(_ key: String, _ value: JSONValue, to layer: CAReplicatorLayer, at path: JSONPath)
        throws
    {
        switch key {
        case "instanceCount":
            let count = try nonNegativeNumber(value, at: path)
            guard count == count.rounded(), count <= 100_000 else {
                throw SceneError(path, "expected a whole number of instances from 0 to 100000, got \(count)")
            }
            layer.instanceCount = Int(count)
        case "instanceTransform": layer.instanceTransform = try transform(value, at: path)
        case "instanceDelay": layer.instanceDelay = try number(value, at: path)
        case "instanceColor": layer.instanceColor = try color(value, at: path)
        case "instanceRedOffset": layer.instanceRedOffset = Float(try number(value, at: path))
        case "instanceGreenOffset": layer.instanceGreenOffset = Float(try number(value, at: path))
        case "instanceBlueOffset": layer.instanceBlueOffset = Float(try number(value, at: path))
        case "instanceAlphaOffset": layer.instanceAlphaOffset = Float(try number(value, at: path))
        default: layer.preservesDepth = try bool(value, at: path)
        }
    }

    /// A list of corner names; `[]` rounds no corner.
    private func corners(_ value: JSONValue, at path: JSONPath) throws -> CACornerMask {
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
