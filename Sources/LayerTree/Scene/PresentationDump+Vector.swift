import Foundation

extension PresentationDump {
    /// A `CAShapeLayer`'s own presentation values, with the scene format's key names.
    public struct Shape: Encodable, Equatable, Sendable {
        /// SVG path data, or `null` without a path.
        public var path: String?
        public var fillColor: String?
        /// `nonZero` or `evenOdd`.
        public var fillRule: String
        public var strokeColor: String?
        public var lineWidth: Double
        public var lineCap: String
        public var lineJoin: String
        public var miterLimit: Double
        /// `null` for a solid line.
        public var lineDashPattern: [Double]?
        public var lineDashPhase: Double
        public var strokeStart: Double
        public var strokeEnd: Double

        init(_ layer: CAShapeLayer) {
            path = layer.path?.svgPathData
            fillColor = layer.fillColor?.description
            fillRule = layer.fillRule == .evenOdd ? "evenOdd" : "nonZero"
            strokeColor = layer.strokeColor?.description
            lineWidth = PresentationDump.number(layer.lineWidth)
            lineCap = layer.lineCap.rawValue
            lineJoin = layer.lineJoin.rawValue
            miterLimit = PresentationDump.number(layer.miterLimit)
            lineDashPattern = layer.lineDashPattern?.map { PresentationDump.number($0.doubleValue) }
            lineDashPhase = PresentationDump.number(layer.lineDashPhase)
            strokeStart = PresentationDump.number(layer.strokeStart)
            strokeEnd = PresentationDump.number(layer.strokeEnd)
        }

        private enum CodingKeys: String, CodingKey {
            case path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit
            case lineDashPattern, lineDashPhase, strokeStart, strokeEnd
        }

        /// Writes every key, `null` included.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(path, forKey: .path)
            try c.encode(fillColor, forKey: .fillColor)
            try c.encode(fillRule, forKey: .fillRule)
            try c.encode(strokeColor, forKey: .strokeColor)
            try c.encode(lineWidth, forKey: .lineWidth)
            try c.encode(lineCap, forKey: .lineCap)
            try c.encode(lineJoin, forKey: .lineJoin)
            try c.encode(miterLimit, forKey: .miterLimit)
            try c.encode(lineDashPattern, forKey: .lineDashPattern)
            try c.encode(lineDashPhase, forKey: .lineDashPhase)
            try c.encode(strokeStart, forKey: .strokeStart)
            try c.encode(strokeEnd, forKey: .strokeEnd)
        }
    }

    /// A `CAGradientLayer`'s own presentation values, with the scene format's key names.
    public struct Gradient: Encodable, Equatable, Sendable {
        public var colors: [String]?
        public var locations: [Double]?
        public var startPoint: [Double]
        public var endPoint: [Double]
        /// `axial`, `radial` or `conic`.
        public var gradientType: String

        init(_ layer: CAGradientLayer) {
            colors = layer.colors?.map(\.description)
            locations = layer.locations?.map { PresentationDump.number($0.doubleValue) }
            startPoint = [layer.startPoint.x, layer.startPoint.y].map(PresentationDump.number)
            endPoint = [layer.endPoint.x, layer.endPoint.y].map(PresentationDump.number)
            gradientType = layer.type.rawValue
        }

        private enum CodingKeys: String, CodingKey { case colors, locations, startPoint, endPoint, gradientType }

        /// Writes every key, `null` included.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(colors, forKey: .colors)
            try c.encode(locations, forKey: .locations)
            try c.encode(startPoint, forKey: .startPoint)
            try c.encode(endPoint, forKey: .endPoint)
            try c.encode(gradientType, forKey: .gradientType)
        }
    }
}
