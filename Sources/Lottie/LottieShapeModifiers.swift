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
    static func step(_ repeater: LottieRepeater, copy: Int, shown: LottieAnimatable<Double>) -> LottieTransform {
        let steps = Double(copy) + repeater.offset
        var transform = LottieTransform()
        transform.anchor = repeater.transform.anchor
        switch repeater.transform.position {
        case .combined(let position):
            transform.position = .combined(position.map { CGPoint(x: $0.x * steps, y: $0.y * steps) })
        case .split(let x, let y):
            transform.position = .split(x: x.map { $0 * steps }, y: y.map { $0 * steps })
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
