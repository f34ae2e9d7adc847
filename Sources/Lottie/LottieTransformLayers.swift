import QuartzCore

extension LottieKeyframeAnimations {
    /// Two nested layers that apply a Lottie transform to what is added to `inner`.
    ///
    /// After Effects' matrix is translate(position) · rotate · scale · translate(−anchor). The
    /// outer layer carries position, rotation (about x and y too, for a 3D layer) and opacity; the
    /// inner one the scale, about its bounds origin, which is the anchor: a layer of zero size has
    /// its anchor point at its bounds origin, so the content's anchor lands on the outer layer's
    /// position. Two layers keep each keyframed component on a key path of its own
    /// (`transform.rotation.z`, `transform.scale.x`), as a client of Core Animation would animate
    /// them.
    func transformLayers(_ transform: LottieTransform, includesOpacity: Bool) -> (outer: CALayer, inner: CALayer) {
        let outer = CALayer()
        let inner = CALayer()
        outer.bounds = .zero
        inner.bounds = .zero
        inner.position = .zero
        if includesOpacity {
            apply(
                transform.opacity, to: outer, keyPath: "opacity", set: { outer.opacity = Float($0 / 100) },
                value: { CGFloat($0 / 100) })
        }
        // A skewed or mirrored transform is one matrix on a layer between the two
        // (LottieCombinedTransform.swift).
        if let combined = combinedTransformLayer(transform) {
            outer.addSublayer(combined)
            combined.addSublayer(inner)
            return (outer, inner)
        }
        outer.addSublayer(inner)
        let radians = { (degrees: Double) in CGFloat(degrees * .pi / 180) }
        if transform.rotationX == nil && transform.rotationY == nil {
            apply(
                transform.rotation, to: outer, keyPath: "transform.rotation.z",
                set: { outer.transform = CATransform3DMakeRotation(radians($0), 0, 0, 1) }, value: radians)
        } else {
            // A 3D layer turns about x, y and z, each keyframed on its own key path, as lottie-ios
            // animates them; the key paths compose the three angles x first, whatever order they
            // are written in, and the model's first angles are written through them too. No
            // perspective: the turned layer draws flattened into its parent's plane, as on iOS.
            for (angle, keyPath) in [
                (transform.rotationX ?? .fixed(0), "transform.rotation.x"),
                (transform.rotationY ?? .fixed(0), "transform.rotation.y"),
                (transform.rotation, "transform.rotation.z"),
            ] {
                apply(
                    angle, to: outer, keyPath: keyPath, set: { outer.setValue(radians($0), forKeyPath: keyPath) },
                    value: radians)
            }
        }
        // Added after the rotation, an auto-orienting position turns the layer on top of it.
        switch transform.position {
        case .combined(let position):
            apply(
                position, to: outer, keyPath: "position", set: { outer.position = $0 }, value: { $0 },
                rotationMode: transform.autoOrients ? .rotateAuto : nil)
        case .split(let x, let y):
            apply(x, to: outer, keyPath: "position.x", set: { outer.position.x = CGFloat($0) }, value: { CGFloat($0) })
            apply(y, to: outer, keyPath: "position.y", set: { outer.position.y = CGFloat($0) }, value: { CGFloat($0) })
        }
        apply(
            transform.anchor, to: inner, keyPath: "bounds.origin",
            set: { inner.bounds = CGRect(origin: $0, size: .zero) }, value: { $0 })
        let setScale = { (scale: CGPoint) in inner.transform = CATransform3DMakeScale(scale.x / 100, scale.y / 100, 1) }
        switch transform.scale {
        case .fixed(let scale): setScale(scale)
        case .keyframed:
            // The animations write each axis into the model's transform, which must decompose:
            // a keyframe of scale 0 would make it singular.
            setScale(CGPoint(x: 100, y: 100))
            apply(transform.scale, to: inner, keyPath: "transform.scale.x", set: { _ in }, value: { $0.x / 100 })
            apply(transform.scale, to: inner, keyPath: "transform.scale.y", set: { _ in }, value: { $0.y / 100 })
        }
        return (outer, inner)
    }
}
