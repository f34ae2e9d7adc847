import Foundation

extension PresentationDump {
    /// A layer's content keys, written at the layer's level: `contents` (`null`, or
    /// `{"source": file name or null, "width": pixels, "height": pixels}`), `contentsRect`
    /// and `contentsCenter` (`[x, y, w, h]`), `contentsGravity`, `contentsScale`,
    /// `minificationFilter` and `magnificationFilter` (Core Animation's names).
    public struct Contents: Equatable, Sendable {
        public var image: Image?
        public var contentsRect: [Double]
        public var contentsCenter: [Double]
        public var contentsGravity: String
        public var contentsScale: Double
        public var minificationFilter: String
        public var magnificationFilter: String

        /// The image a layer shows.
        public struct Image: Encodable, Equatable, Sendable {
            public var source: String?
            public var width: Int
            public var height: Int

            private enum CodingKeys: String, CodingKey { case source, width, height }

            public func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(source, forKey: .source)
                try c.encode(width, forKey: .width)
                try c.encode(height, forKey: .height)
            }
        }

        init(_ layer: CALayer) {
            image = layer.contents.map { Image(source: $0.sourceName, width: $0.width, height: $0.height) }
            contentsRect = PresentationDump.numbers(layer.contentsRect)
            contentsCenter = PresentationDump.numbers(layer.contentsCenter)
            contentsGravity = layer.contentsGravity.rawValue
            contentsScale = PresentationDump.number(layer.contentsScale)
            minificationFilter = layer.minificationFilter.rawValue
            magnificationFilter = layer.magnificationFilter.rawValue
        }

        func encode(into c: inout KeyedEncodingContainer<Layer.CodingKeys>) throws {
            try c.encode(image, forKey: .contents)
            try c.encode(contentsRect.map(PresentationDump.finite), forKey: .contentsRect)
            try c.encode(contentsCenter.map(PresentationDump.finite), forKey: .contentsCenter)
            try c.encode(contentsGravity, forKey: .contentsGravity)
            try c.encode(PresentationDump.finite(contentsScale), forKey: .contentsScale)
            try c.encode(minificationFilter, forKey: .minificationFilter)
            try c.encode(magnificationFilter, forKey: .magnificationFilter)
        }
    }
}
