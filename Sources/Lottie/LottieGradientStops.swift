import QuartzCore

/// A gradient's colour and alpha stops merged into the colours and locations of one
/// `CAGradientLayer`.
///
/// bodymovin gives the colours and the alphas stops of their own. Between two neighbouring
/// locations of either list, colour and alpha both change linearly, which is what a gradient
/// layer draws between two stops with straight alpha; so stops at every location of either list
/// draw the same gradient as a colour layer masked by an alpha layer, in one layer.
struct LottieGradientStops: Equatable {
    /// The stops' colours, straight alpha.
    var colors: [LottieColor]
    /// Where each sits, 0…1, in increasing order.
    var locations: [Double]

    /// The stops of bodymovin's `numbers` with `colorCount` colour stops; numbers missing at the
    /// end (a short keyframe) repeat the last colour stop.
    init(_ numbers: [Double], colorCount: Int) {
        var colorStops: [(location: Double, rgb: [Double])] = []
        for index in 0..<colorCount where index * 4 + 3 < numbers.count {
            let base = index * 4
            colorStops.append((numbers[base], [numbers[base + 1], numbers[base + 2], numbers[base + 3]]))
        }
        var alphaStops: [(location: Double, alpha: Double)] = []
        for base in stride(from: colorCount * 4, to: numbers.count - 1, by: 2) {
            alphaStops.append((numbers[base], numbers[base + 1]))
        }
        if colorStops.isEmpty { colorStops = [(0, [0, 0, 0])] }
        var merged: [(location: Double, rgb: [Double], alpha: Double)] = []
        var (c, a) = (0, 0)
        // Walk both lists in location order; a stop of one list takes the other's value
        // interpolated at its location.
        while c < colorStops.count || a < alphaStops.count {
            if a >= alphaStops.count || (c < colorStops.count && colorStops[c].location <= alphaStops[a].location) {
                let stop = colorStops[c]
                let alpha =
                    alphaStops.isEmpty
                    ? 1 : Self.interpolate(alphaStops.map { ($0.location, [$0.alpha]) }, stop.location)[0]
                if a < alphaStops.count, alphaStops[a].location == stop.location {
                    merged.append((stop.location, stop.rgb, alphaStops[a].alpha))
                    a += 1
                } else {
                    merged.append((stop.location, stop.rgb, alpha))
                }
                c += 1
            } else {
                let stop = alphaStops[a]
                merged.append(
                    (
                        stop.location, Self.interpolate(colorStops.map { ($0.location, $0.rgb) }, stop.location),
                        stop.alpha
                    ))
                a += 1
            }
        }
        colors = merged.map { LottieColor(red: $0.rgb[0], green: $0.rgb[1], blue: $0.rgb[2], alpha: $0.alpha) }
        locations = merged.map(\.location)
    }

    /// The stops padded to `count` by repeating the last, so that every keyframe of an animated
    /// gradient has as many stops as Core Animation needs to interpolate them.
    func padded(to count: Int) -> LottieGradientStops {
        var stops = self
        while stops.colors.count < count {
            stops.colors.append(colors[colors.count - 1])
            stops.locations.append(locations[locations.count - 1])
        }
        return stops
    }

    /// The values at `location` of piecewise-linear stops, held past the ends.
    private static func interpolate(_ stops: [(location: Double, values: [Double])], _ location: Double) -> [Double] {
        guard let first = stops.first, let last = stops.last else { return [] }
        if location <= first.location { return first.values }
        for index in 1..<stops.count where location < stops[index].location {
            let (from, to) = (stops[index - 1], stops[index])
            let t = (location - from.location) / (to.location - from.location)
            return zip(from.values, to.values).map { $0 + ($1 - $0) * t }
        }
        return last.values
    }
}
