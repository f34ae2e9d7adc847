import Foundation

/// Lays out a layer's sublayers by their `constraints` (Core Animation's constraint layout
/// manager, macOS): set it as the superlayer's `layoutManager`, give each sublayer constraints,
/// and every layout pass of the superlayer sets each constrained sublayer's `frame`.
///
/// ```swift
/// container.layoutManager = CAConstraintLayoutManager()
/// title.name = "title"
/// title.addConstraint(CAConstraint(attribute: .midX, relativeTo: "superlayer", attribute: .midX))
/// title.addConstraint(CAConstraint(attribute: .minY, relativeTo: "superlayer", attribute: .minY, offset: 10))
/// detail.addConstraint(CAConstraint(attribute: .minX, relativeTo: "title", attribute: .minX))
/// detail.addConstraint(CAConstraint(attribute: .minY, relativeTo: "title", attribute: .maxY, offset: 4))
/// ```
///
/// Each axis is solved on its own, from the constraints on that axis (a later constraint on the
/// same attribute replaces an earlier one):
/// - two edges or centre (`minX`, `midX`, `maxX`) fix the position and the size; with all three,
///   `min` and `max` win;
/// - one of them and the size (`width`) fix both;
/// - one of them alone moves the layer and keeps its size, as Apple documents ("the layer's size
///   in the same axis will be used as the second relationship");
/// - the size alone keeps the layer's `position` where it is, as setting `bounds.size` does;
/// - none leaves the axis as it is.
///
/// A source is read in its solved state: a sibling a layer depends on is laid out first. The
/// superlayer's values are its `bounds` (the space sublayer frames are in), a sibling's its
/// `frame`. A name no sibling has, or a cycle of siblings, reads the layer's current frame
/// instead, where Core Animation's behaviour is undocumented. Layers without constraints are
/// not moved, and the frame is set through `frame`, whose setter leaves a layer with a
/// non-identity `transform` as it is.
open class CAConstraintLayoutManager: CALayoutManager {
    /// Creates a constraint layout manager.
    public init() {}

    /// Sets the frame of each sublayer of `layer` that has constraints.
    open func layoutSublayers(of layer: CALayer) {
        var solver = Solver(superlayer: layer)
        for sublayer in layer.children { _ = solver.frame(of: sublayer) }
    }

    /// One layout pass's state: the frames solved so far, and the layers being solved (a source
    /// met again while it is being solved is a cycle).
    private struct Solver {
        let superlayer: CALayer
        /// The first sublayer of each name, as the sources are looked up.
        let siblings: [String: CALayer]
        var solved: [ObjectIdentifier: CGRect] = [:]
        var solving: Set<ObjectIdentifier> = []

        init(superlayer: CALayer) {
            self.superlayer = superlayer
            var siblings: [String: CALayer] = [:]
            for sublayer in superlayer.children {
                if let name = sublayer.name, siblings[name] == nil { siblings[name] = sublayer }
            }
            self.siblings = siblings
        }

        /// The frame of `sublayer` after layout, laying it out (and the siblings it reads) first.
        mutating func frame(of sublayer: CALayer) -> CGRect {
            let id = ObjectIdentifier(sublayer)
            if let done = solved[id] { return done }
            guard let constraints = sublayer.constraints, !constraints.isEmpty, solving.insert(id).inserted else {
                return sublayer.frame
            }
            var values: [CAConstraintAttribute: CGFloat] = [:]
            for constraint in constraints {
                guard let source = sourceRect(named: constraint.sourceName) else { continue }
                values[constraint.attribute] = constraint.value(from: source)
            }
            let current = sublayer.frame
            let x = Self.solveAxis(
                min: values[.minX], mid: values[.midX], max: values[.maxX], length: values[.width],
                current: (current.minX, current.width), anchor: sublayer.anchorPoint.x)
            let y = Self.solveAxis(
                min: values[.minY], mid: values[.midY], max: values[.maxY], length: values[.height],
                current: (current.minY, current.height), anchor: sublayer.anchorPoint.y)
            let laidOut = CGRect(x: x.min, y: y.min, width: x.length, height: y.length)
            // Only a real change: setting a property runs its action even when the value is the same.
            if laidOut != current { sublayer.frame = laidOut }
            solving.remove(id)
            solved[id] = laidOut
            return laidOut
        }

        /// The geometry a source name stands for, or `nil` for a name no sibling has.
        private mutating func sourceRect(named name: String) -> CGRect? {
            if name == CAConstraint.superlayerName { return superlayer.bounds }
            return siblings[name].map { frame(of: $0) }
        }

        /// One axis's minimum and length from the constrained values (see the type's rules).
        static func solveAxis(
            min: CGFloat?, mid: CGFloat?, max: CGFloat?, length: CGFloat?,
            current: (min: CGFloat, length: CGFloat), anchor: CGFloat
        ) -> (min: CGFloat, length: CGFloat) {
            if let length {
                let length = Swift.max(0, length)
                if let min { return (min, length) }
                if let mid { return (mid - length / 2, length) }
                if let max { return (max - length, length) }
                // The anchor point stays put, as when `bounds.size` is set.
                let anchored = current.min + anchor * current.length
                return (anchored - anchor * length, length)
            }
            switch (min, mid, max) {
            case (let min?, _, let max?): return (min, Swift.max(0, max - min))
            case (let min?, let mid?, nil): return (min, Swift.max(0, 2 * (mid - min)))
            case (nil, let mid?, let max?):
                let length = Swift.max(0, 2 * (max - mid))
                return (max - length, length)
            case (let min?, nil, nil): return (min, current.length)
            case (nil, let mid?, nil): return (mid - current.length / 2, current.length)
            case (nil, nil, let max?): return (max - current.length, current.length)
            case (nil, nil, nil): return current
            }
        }
    }
}
