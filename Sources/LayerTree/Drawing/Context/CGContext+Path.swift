internal import CPangoDependencies
import Foundation

/// The current path: built in user space, kept in device space (each point mapped by the CTM
/// when it is added, as Core Graphics does), and emptied by every fill, stroke and clip.
extension CGContext {
    /// Empties the current path.
    public func beginPath() { cairo_new_path(cr) }

    /// Starts a new subpath at `point`. A point whose device position is past Cairo's
    /// rasterizing range is kept in it (`CairoPathBox`); one that overflows is ignored.
    public func move(to point: CGPoint) {
        guard point.isFinite else { return }
        let device = toDevice(point)
        guard device.isFinite else { return }
        pathCursor = DevicePathCursor(current: device, start: device)
        if CairoPathBox.contains(device) {
            cairo_move_to(cr, Double(point.x), Double(point.y))
        } else {
            let kept = CairoPathBox.clamp(device)
            inDeviceSpace { cairo_move_to(cr, Double(kept.x), Double(kept.y)) }
        }
    }

    /// Adds a line from the current point to `point` (a move when there is no current point).
    /// A line reaching past Cairo's rasterizing range is cut to it (`CairoPathBox`).
    public func addLine(to point: CGPoint) {
        guard point.isFinite else { return }
        let device = toDevice(point)
        guard device.isFinite else { return }
        guard let from = deviceCurrentPoint?.point else { return move(to: point) }
        if CairoPathBox.contains(from), CairoPathBox.contains(device) {
            cairo_line_to(cr, Double(point.x), Double(point.y))
        } else {
            lineInDeviceSpace(from: from, to: device)
        }
        pathCursor.current = device
    }

    /// Adds the line from `from` to `to` (device pixels) cut to Cairo's rasterizing range (`CairoPathBox`).
    private func lineInDeviceSpace(from: CGPoint, to: CGPoint) {
        inDeviceSpace {
            for piece in CairoPathBox.pieces(from: from, to: to) {
                cairo_line_to(cr, Double(piece.x), Double(piece.y))
            }
        }
    }

    /// Runs `body` with Cairo's CTM set to the identity, so that its points are device pixels.
    private func inDeviceSpace(_ body: () -> Void) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        body()
        cairo_set_matrix(cr, &matrix)
    }

    /// `point` (user space) in Cairo's device pixels.
    private func toDevice(_ point: CGPoint) -> CGPoint {
        var (x, y) = (Double(point.x), Double(point.y))
        cairo_user_to_device(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The current point in device pixels as it was given, and whether it is the cursor's
    /// (whose subpath start is then known too): the cursor's while Cairo's current point is
    /// where the cursor's was put (a path built by other calls, or emptied, leaves it behind).
    private var deviceCurrentPoint: (point: CGPoint, isCursor: Bool)? {
        guard cairo_has_current_point(cr) != 0 else { return nil }
        var (x, y) = (0.0, 0.0)
        cairo_get_current_point(cr, &x, &y)
        cairo_user_to_device(cr, &x, &y)
        if let current = pathCursor.current {
            let kept = CairoPathBox.clamp(current)
            if abs(Double(kept.x) - x) <= 1, abs(Double(kept.y) - y) <= 1 { return (current, true) }
        }
        return (CGPoint(x: x, y: y), false)
    }

    /// Adds a polyline: a move to the first point, lines to the others.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a cubic Bézier curve from the current point.
    ///
    /// A curve more than ``largestCurvedExtent`` pixels across is added as at most
    /// ``mostChordsOfALargeCurve`` chords instead (coarse flattening): Cairo cuts curves into
    /// chords within a tenth of a pixel by recursive halving, and for an ellipse 1e19 points
    /// across that is 1e10 chords, a hang (found by the drawing fuzzer). Past 2²³ pixels Cairo's
    /// fixed-point coordinates no longer hold such a curve's points anyway, and an arc of a
    /// thousand turns is four thousand curves: a few chords each keep it quick.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard end.isFinite, control1.isFinite, control2.isFinite else { return }
        if cairo_has_current_point(cr) == 0 { move(to: control1) }
        let start = currentPointOfPath
        let device = [start, control1, control2, end].map(toDevice)
        let xs = device.map(\.x), ys = device.map(\.y)
        let extent = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        // A curve reaching past Cairo's rasterizing range is cut to it as chords, as lines are.
        guard !extent.isFinite || extent > Self.largestCurvedExtent || !device.allSatisfy(CairoPathBox.contains)
        else {
            cairo_curve_to(
                cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(end.x),
                Double(end.y))
            return
        }
        let steps = min(
            flatteningSteps(device[0], device[1], device[2], device[3], tolerance: 0.1), Self.mostChordsOfALargeCurve)
        for i in 1..<steps { addLine(to: cubicPoint(start, control1, control2, end, CGFloat(i) / CGFloat(steps))) }
        addLine(to: end)
    }

    /// The largest extent, in device pixels, of a curve Cairo flattens itself.
    public static let largestCurvedExtent: CGFloat = 1_048_576
    /// The most chords a curve larger than ``largestCurvedExtent`` is cut into.
    public static let mostChordsOfALargeCurve = 16

    /// Adds a quadratic Bézier curve from the current point (as the cubic with the same curve).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard end.isFinite, control.isFinite else { return }
        let start = cairo_has_current_point(cr) != 0 ? currentPointOfPath : control
        if cairo_has_current_point(cr) == 0 { move(to: control) }
        addCurve(
            to: end,
            control1: CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
            control2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }

    /// Closes the current subpath with a line back to its start (cut to Cairo's rasterizing
    /// range, as other lines are).
    public func closePath() {
        if let (from, isCursor) = deviceCurrentPoint, isCursor, let start = pathCursor.start,
            !CairoPathBox.contains(from) || !CairoPathBox.contains(start)
        {
            lineInDeviceSpace(from: from, to: start)
        }
        cairo_close_path(cr)
        pathCursor.current = pathCursor.start
    }

    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) { appendRectangle(rect) }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) { rects.forEach(appendRectangle) }

    /// Adds a circular arc, exactly as `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`
    /// (a full circle from 0 to 2π with either flag; more than a turn goes round again), joined
    /// to the current point by a line.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        appendBuilt { path in
            path.addArc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }
    }

    /// Adds an arc through `delta` radians from `startAngle`, as `CGMutablePath.addRelativeArc`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        appendBuilt { path in path.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
        }
    }

    /// Adds the arc of `radius` tangent to the lines current point → `tangent1End` → `tangent2End`,
    /// preceded by a line to its first tangent point (a line to `tangent1End` when the lines are
    /// parallel or the radius is zero), as Core Graphics.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        appendBuilt { path in path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }

    /// Adds `path` (in user space) to the current path.
    public func addPath(_ path: CGPath) {
        for element in path.elements {
            switch element {
            case .moveToPoint(let p): move(to: p)
            case .addLineToPoint(let p): addLine(to: p)
            case let .addQuadCurveToPoint(c, e): addQuadCurve(to: e, control: c)
            case let .addCurveToPoint(c1, c2, e): addCurve(to: e, control1: c1, control2: c2)
            case .closeSubpath: closePath()
            }
        }
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool {
        guard let copied = cairo_copy_path(cr) else { return true }
        defer { cairo_path_destroy(copied) }
        return copied.pointee.num_data == 0
    }

    /// The current point in user space; `.zero` when there is none. A point kept in Cairo's
    /// rasterizing range is answered where it was given.
    public var currentPointOfPath: CGPoint {
        guard let (device, isCursor) = deviceCurrentPoint else { return .zero }
        var x = 0.0, y = 0.0
        if isCursor, !CairoPathBox.contains(device) {
            (x, y) = (Double(device.x), Double(device.y))
            cairo_device_to_user(cr, &x, &y)
            if x.isFinite, y.isFinite { return CGPoint(x: x, y: y) }
        }
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space (control points not counted);
    /// `CGRect.null` when the path is empty.
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A copy of the current path in user space; `nil` when it is empty. Parts past Cairo's
    /// rasterizing range come back as they were kept (`CairoPathBox`).
    public var path: CGPath? {
        guard let copied = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(copied) }
        // A path Cairo could not copy (its status says why) comes without data.
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data = copied.pointee.data else { return nil }
        let path = CGMutablePath()
        var i = 0
        func point(_ offset: Int) -> CGPoint { CGPoint(x: data[i + offset].point.x, y: data[i + offset].point.y) }
        var afterClose = false
        while i < Int(copied.pointee.num_data) {
            let header = data[i].header
            defer { afterClose = header.type == CAIRO_PATH_CLOSE_PATH }
            switch header.type {
            // Cairo adds a move to the subpath's start after each close; Core Graphics does not.
            case CAIRO_PATH_MOVE_TO where afterClose: break
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2))
            default: path.closeSubpath()
            }
            i += Int(header.length)
        }
        return path.isEmpty ? nil : path
    }

    /// Whether `point` (user space) is inside the current path as `mode` draws it: filled by its
    /// rule, or covered by its stroke with the current line style.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let x = Double(point.x), y = Double(point.y)
        var inside = false
        if mode != .stroke {
            let evenOdd = mode == .eoFill || mode == .eoFillStroke
            let rule = cairo_get_fill_rule(cr)
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            inside = cairo_in_fill(cr, x, y) != 0
            cairo_set_fill_rule(cr, rule)
        }
        if !inside, mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            inside = cairo_in_stroke(cr, x, y) != 0
        }
        return inside
    }

    /// Replaces the current path with the outline its stroke would cover, with the current line
    /// width, cap, join and miter limit (dashes not applied), as Core Graphics: filling it then
    /// paints what stroking would have.
    public func replacePathWithStrokedPath() {
        guard let current = path else { return }
        let cap: CGLineCap, join: CGLineJoin
        switch cairo_get_line_cap(cr) {
        case CAIRO_LINE_CAP_ROUND: cap = .round
        case CAIRO_LINE_CAP_SQUARE: cap = .square
        default: cap = .butt
        }
        switch cairo_get_line_join(cr) {
        case CAIRO_LINE_JOIN_ROUND: join = .round
        case CAIRO_LINE_JOIN_BEVEL: join = .bevel
        default: join = .miter
        }
        let outline = current.copy(
            strokingWithWidth: CGFloat(cairo_get_line_width(cr)), lineCap: cap, lineJoin: join,
            miterLimit: CGFloat(cairo_get_miter_limit(cr)))
        cairo_new_path(cr)
        addPath(outline)
    }

    /// Builds part of a path with `CGMutablePath`'s geometry, starting from the current point,
    /// and appends what it added (the arcs share one implementation with paths).
    private func appendBuilt(_ build: (CGMutablePath) -> Void) {
        let scratch = CGMutablePath()
        let hadPoint = cairo_has_current_point(cr) != 0
        if hadPoint { scratch.move(to: currentPointOfPath) }
        build(scratch)
        addPath(CGPath(elements: Array(scratch.elements.dropFirst(hadPoint ? 1 : 0))))
    }
}

extension CGPoint {
    /// Whether both coordinates are finite (Cairo would turn a path with another into an error).
    var isFinite: Bool { x.isFinite && y.isFinite }
}
