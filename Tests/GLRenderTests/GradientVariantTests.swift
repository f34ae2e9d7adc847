import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// Each gradient is drawn by the `gradient` program's variant for its kind and number of stops
/// (`GradientVariant`), whose colours are the search through the stops that the one program did.
final class GradientVariantTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    /// A 160×160 gradient layer at (100, 100) on a white 200×200 root.
    private func scene(
        _ type: CAGradientLayerType, colors: [CGColor], locations: [Double]?, start: CGPoint, end: CGPoint
    ) -> (root: CALayer, gradient: CAGradientLayer) {
        let root = solidLayer(200, 200, at: 100, 100, .white)
        let gradient = CAGradientLayer()
        gradient.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
        gradient.position = CGPoint(x: 100, y: 100)
        gradient.type = type
        gradient.colors = colors
        gradient.locations = locations?.map { NSNumber(value: $0) }
        gradient.startPoint = start
        gradient.endPoint = end
        root.addSublayer(gradient)
        return (root, gradient)
    }

    private let five = [red, green, blue, CGColor(red: 1, green: 1, blue: 1, alpha: 1), red]
    /// Two stops share 0.5 (a hard step from green to blue) and the last ones reach past the ends.
    private let fiveLocations = [0.2, 0.5, 0.5, 0.8, 0.9]

    /// The command names the kind and the stops, so the cheapest program draws it: a radial
    /// gradient of five stops runs no axial or conic code and mixes four ramps, not sixteen.
    func testEachGradientDrawsWithItsKindsAndStopsVariant() throws {
        let cases: [(CAGradientLayerType, Int, Int32)] = [(.axial, 2, 0), (.radial, 5, 1), (.conic, 3, 2)]
        for (type, stops, kind) in cases {
            let (root, _) = scene(
                type, colors: Array(five.prefix(stops)), locations: nil, start: CGPoint(x: 0.5, y: 0.5),
                end: CGPoint(x: 1, y: 1))
            let draws = try RecordingRenderer().draw(root, size: size)
            let variants = draws.compactMap { draw -> GradientVariant? in
                if case .gradient(_, let variant) = draw.program { return variant } else { return nil }
            }
            XCTAssertEqual(variants, [GradientVariant(path: false, type: kind, stops: stops)], "\(type)")
            XCTAssertEqual(variants.first?.programName, "gradient[\(["axial", "radial", "conic"][Int(kind)]),\(stops)]")
        }
    }

    /// Through a filled path's coverage (`GradientPath`), the path's variant of the same kind.
    func testAGradientThroughAPathDrawsWithThePathsVariant() throws {
        let (root, gradient) = scene(
            .radial, colors: [red, blue, green], locations: nil, start: CGPoint(x: 0.5, y: 0.5),
            end: CGPoint(x: 1, y: 1))
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 20, y: 30, width: 120, height: 100), transform: nil)
        mask.fillColor = .black
        gradient.mask = mask
        let programs = try RecordingRenderer().draw(root, size: size).map(\.program)
        XCTAssertEqual(
            programs, [.flatColor, .gradient(index: 0, variant: GradientVariant(path: true, type: 1, stops: 3))])
        XCTAssertEqual(GradientVariant(path: true, type: 1, stops: 3).programName, "gradient_path[radial,3]")
    }

    /// The full programs are the start-up ones; a variant's defines name its kind and its stops.
    func testVariantDefines() {
        XCTAssertTrue(GradientVariant.full(path: false).isFull)
        XCTAssertEqual(GradientVariant.full(path: true).defines, ["GRADIENT_PATH"])
        XCTAssertEqual(GradientVariant.full(path: false).programName, "gradient")
        XCTAssertEqual(
            GradientVariant(path: true, type: 2, stops: 4).defines,
            ["GRADIENT_PATH", "GRADIENT_CONIC", "GRADIENT_STOPS 4"])
        XCTAssertEqual(GradientVariant(path: false, type: 0, stops: 0).stops, 1, "no stops: one, of zero colour")
        XCTAssertEqual(GradientVariant(path: false, type: 0, stops: 16).defines, ["GRADIENT_AXIAL"])
    }

    /// Ramps: each stop's segment start and inverse length; a repeated location a step; locations
    /// that go back held at the largest before them; nothing past the last stop.
    func testRamps() {
        let ramps = GradientRamps.uniforms(locations: [0.2, 0.5, 0.5, 0.4, 0.9])
        XCTAssertEqual(ramps.count, 32)
        XCTAssertEqual(Array(ramps[0..<2]), [0, 0])
        XCTAssertEqual(ramps[2], 0.2)
        XCTAssertEqual(ramps[3], 1 / (Float(0.5) - Float(0.2)))
        XCTAssertEqual(Array(ramps[4..<8]), [0.5, GradientRamps.step, 0.5, GradientRamps.step])
        XCTAssertEqual(ramps[8], 0.5)
        XCTAssertEqual(ramps[9], 1 / (Float(0.9) - Float(0.5)), accuracy: 1e-4)
        XCTAssertEqual(Array(ramps[10...]), [Float](repeating: 0, count: 22))
    }

    /// Variants for each kind, through a path or not, with few stops and many, compile and link.
    func testVariantsLink() throws {
        _ = try RenderHarness.renderer()  // the shared context, current
        var library = try ShaderLibrary()
        defer { library.deleteAll() }
        var ids: Set<UInt32> = []
        for path in [false, true] {
            for type: Int32 in 0...2 {
                for stops in [1, 2, 5, 15] {
                    let variant = GradientVariant(path: path, type: type, stops: stops)
                    let program = try library.program(for: .gradient(index: 0, variant: variant))
                    XCTAssertEqual(program.name, variant.programName)
                    XCTAssertEqual(program.defines, variant.defines, "compiled as the variant, not the full program")
                    ids.insert(program.id)
                }
            }
        }
        XCTAssertEqual(ids.count, 24)
        XCTAssertEqual(
            try library.program(for: .gradient(index: 0, variant: .full(path: true))).id, library[.gradientPath].id)
    }

    /// Every pixel inside each kind of gradient is, to 1/255, the colour the search through the
    /// stops gives (the first stop at or past t, interpolated in straight alpha from the one before):
    /// five stops with a hard step, ends held past the first and last locations. Pixels within a
    /// thousandth of a location (where the hard step falls) or of the conic seam are left out.
    func testPixelsAreTheSearchsColours() throws {
        let kinds: [(CAGradientLayerType, CGPoint, CGPoint)] = [
            (.axial, CGPoint(x: 0.1, y: 0.3), CGPoint(x: 0.9, y: 0.6)),
            (.radial, CGPoint(x: 0.4, y: 0.5), CGPoint(x: 0.9, y: 1.0)),
            (.conic, CGPoint(x: 0.5, y: 0.45), CGPoint(x: 1, y: 0.7)),
        ]
        let stops = five.map { [Double($0.red), Double($0.green), Double($0.blue)] }
        for (type, start, end) in kinds {
            let (root, _) = scene(type, colors: five, locations: fiveLocations, start: start, end: end)
            let image = try RenderHarness.render(root, size: size)
            try RenderHarness.keep(image, named: "gradient-variant-\(type.rawValue)")
            let s = ((start.x - 0.5) * 160, (start.y - 0.5) * 160), e = ((end.x - 0.5) * 160, (end.y - 0.5) * 160)
            var checked = 0, worst = 0
            for y in 22..<178 {
                for x in 22..<178 {
                    let p = (Double(x) + 0.5 - 100, Double(y) + 0.5 - 100)
                    let t: Double
                    switch type {
                    case .radial:
                        let rx = max(abs(e.0 - s.0), 1e-6), ry = max(abs(e.1 - s.1), 1e-6)
                        t = hypot((p.0 - s.0) / rx, (p.1 - s.1) / ry)
                    case .conic:
                        let angle = atan2(p.1 - s.1, p.0 - s.0) - atan2(e.1 - s.1, e.0 - s.0)
                        let turn = angle / (2 * Double.pi)
                        t = turn - turn.rounded(.down)
                        if t < 1e-3 || t > 1 - 1e-3 { continue }
                    default:
                        let d = (e.0 - s.0, e.1 - s.1)
                        t = ((p.0 - s.0) * d.0 + (p.1 - s.1) * d.1) / (d.0 * d.0 + d.1 * d.1)
                    }
                    if fiveLocations.contains(where: { abs($0 - t) < 1e-3 }) { continue }
                    let want = Self.searched(t, stops: stops, locations: fiveLocations).map {
                        Int(($0 * 255).rounded())
                    }
                    let have = image.rgb(x, y)
                    let error = zip(want, have).map { abs($0 - $1) }.max()!
                    worst = max(worst, error)
                    checked += 1
                }
            }
            XCTAssertGreaterThan(checked, 20000, "\(type)")
            XCTAssertLessThanOrEqual(worst, 1, "\(type): the largest difference from the search's colour, in 1/255")
        }
    }

    /// The colour the one program's loop found: the first stop whose location is at or past t,
    /// mixed from the stop before it; the end colours past the ends.
    private static func searched(_ t: Double, stops: [[Double]], locations: [Double]) -> [Double] {
        if t <= locations[0] { return stops[0] }
        for i in 1..<stops.count where t <= locations[i] {
            let span = locations[i] - locations[i - 1]
            let f = span > 0 ? (t - locations[i - 1]) / span : 1
            return zip(stops[i - 1], stops[i]).map { $0 + ($1 - $0) * f }
        }
        return stops[stops.count - 1]
    }
}
