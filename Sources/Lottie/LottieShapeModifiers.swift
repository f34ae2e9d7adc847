import QuartzCore

extension LottieShapeLayers {
    /// The most copies repeaters may make in one shape layer, nested ones multiplied: a
    /// repeater of 1,000 copies inside another would otherwise build a million groups.
    static let maximumRepeatedCopies = 10_000

    /// What is left of `maximumRepeatedCopies`, shared by the groups of one shape layer.
    final class CopyBudget {
        var remaining = LottieShapeLayers.maximumRepeatedCopies
    }

    /// A group's items with its modifiers applied: rounded corners round the paths listed before
    /// them (inside groups too), and a repeater's copies replace the items listed before it, each
    /// copy a group of those items with one more step of the repeater's transform.
    func applyingModifiers(_ items: [LottieShape]) -> [LottieShape] {
        var items = items
        for index in items.indices {
            if case .roundedCorners(let radius) = items[index] {
                items.replaceSubrange(0..<index, with: items[..<index].map { Self.rounding($0, radius) })
            }
        }
        var result: [LottieShape] = []
        for item in items {
            guard case .repeater(let repeater) = item else {
                result.append(item)
                continue
            }
            let copies = LottieRepeaterCopies(
                repeater.copies, limit: min(LottieDecoder.maximumRepeaterCopies, copyBudget.remaining))
            copyBudget.remaining -= copies.count
            let groups = (0..<copies.count).map { copy in
                var step = Self.step(repeater, copy: copy, shown: copies.opacityCount)
                step.isHidden = copies.hidden(copy)
                return LottieShape.group(name: nil, items: result + [.transform(step)])
            }
            // The first item is drawn on top: copies drawn above the ones before them come first.
            result = repeater.isAbove ? groups.reversed() : groups
        }
        return result
    }

    /// The transform of copy `copy` when `shown` copies show: the repeater's position and
    /// rotation times the copy's step (its index plus the offset), its scale to that power, about
    /// the same anchor, and opacity from the start opacity (first copy) to the end one (last copy
    /// shown).
    ///
    /// The repeater's anchor is the pivot its rotation and scale turn about, not a point moved to
    /// the position as a layer's is: a copy at step 0 is the original wherever the anchor lies, as
    /// After Effects, lottie-web (`RepeaterModifier.applyTransforms`) and rlottie draw it. So the
    /// copy's position is the anchor plus the steps' offset, and `LottieTransform`'s
    /// position·rotation·scale·(−anchor) becomes offset·(anchor·rotation·scale·(−anchor)).
    /// (lottie-ios's Core Animation engine takes the anchor as a layer's, which moves every copy
    /// by −anchor; none of its snapshots shows a repeater with an anchor, and rlottie's
    /// abstract_circle drew nothing here for it.)
    static func step(_ repeater: LottieRepeater, copy: Int, shown: LottieAnimatable<Double>) -> LottieTransform {
        let steps = Double(copy) + repeater.offset
        var transform = LottieTransform()
        let anchor = repeater.transform.anchor
        transform.anchor = anchor
        switch (repeater.transform.position, anchor) {
        case (.combined(let position), .fixed(let a)):
            transform.position = .combined(position.map { CGPoint(x: a.x + $0.x * steps, y: a.y + $0.y * steps) })
        case (.split(let x, let y), .fixed(let a)):
            transform.position = .split(x: x.map { a.x + $0 * steps }, y: y.map { a.y + $0 * steps })
        case (let position, .keyframed):
            // An animated anchor: the two sampled together at their keys.
            let (x, y): (LottieAnimatable<Double>, LottieAnimatable<Double>)
            switch position {
            case .combined(let point): (x, y) = (point.map { $0.x }, point.map { $0.y })
            case .split(let splitX, let splitY): (x, y) = (splitX, splitY)
            }
            transform.position = .combined(
                LottieShapeGeometry.combine(
                    [
                        LottieSampledProperty(x) { [$0] }, LottieSampledProperty(y) { [$0] },
                        LottieSampledProperty(anchor) { [$0.x, $0.y] },
                    ]
                ) { CGPoint(x: $0[2][0] + $0[0][0] * steps, y: $0[2][1] + $0[1][0] * steps) })
        }
        transform.rotation = repeater.transform.rotation.map { $0 * steps }
        transform.scale = repeater.transform.scale.map {
            CGPoint(x: 100 * pow($0.x / 100, steps), y: 100 * pow($0.y / 100, steps))
        }
        if case .fixed(let start) = repeater.startOpacity, case .fixed(let end) = repeater.endOpacity, start == end {
            // Every copy alike, however many show: no animation follows the count.
            transform.opacity = .fixed(start)
            return transform
        }
        // The last copy shown takes the end opacity, so a keyframed count moves each copy's share
        // (held between the frames where the count changes, as `shown` is).
        transform.opacity = LottieShapeGeometry.combine(
            [
                LottieSampledProperty(repeater.startOpacity) { [$0] },
                LottieSampledProperty(repeater.endOpacity) { [$0] },
                LottieSampledProperty(shown) { [$0] },
            ]
        ) { values in
            let count = values[2][0]
            let fraction = count > 1 ? Double(copy) / (count - 1) : 0
            return values[0][0] + (values[1][0] - values[0][0]) * fraction
        }
        return transform
    }

    /// `item` with its paths' corners rounded by `radius`; groups are rounded throughout.
    static func rounding(_ item: LottieShape, _ radius: LottieAnimatable<Double>) -> LottieShape {
        if case .group(let name, let items) = item {
            return .group(name: name, items: items.map { rounding($0, radius) })
        }
        guard let path = Self.path(item) else { return item }
        return .path(LottieRoundedCorners.round(path, radius: radius))
    }
}
