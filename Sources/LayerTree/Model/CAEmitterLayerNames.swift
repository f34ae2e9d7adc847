import Foundation

/// Where an emitter's particles are born (`CAEmitterLayer.emitterShape`), with Core Animation's names.
/// The shapes are placed by `emitterPosition`, `emitterZPosition`, `emitterSize` and `emitterDepth`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A single point at (`emitterPosition`, `emitterZPosition`).
    public static let point = Self(rawValue: "point")
    /// A line along x, `emitterSize.width` long, centred on the emitter position.
    public static let line = Self(rawValue: "line")
    /// A rectangle of `emitterSize` centred on the emitter position, in the z = `emitterZPosition` plane.
    public static let rectangle = Self(rawValue: "rectangle")
    /// A box of `emitterSize` × `emitterDepth` centred on the emitter position.
    public static let cuboid = Self(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width` centred on the emitter position.
    public static let circle = Self(rawValue: "circle")
    /// A sphere of radius `emitterSize.width` centred on the emitter position.
    public static let sphere = Self(rawValue: "sphere")

    public static let all: [Self] = [.point, .line, .rectangle, .cuboid, .circle, .sphere]
}

/// Which part of the emitter shape particles are born on (`CAEmitterLayer.emitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Anywhere on the shape (its area for flat shapes; `volume` for the solid ones is the same).
    public static let points = Self(rawValue: "points")
    /// On the shape's outline: a rectangle's edges, a circle's rim, a sphere's or cuboid's surface.
    public static let outline = Self(rawValue: "outline")
    /// On the shape's surface: a flat shape's area, a solid's boundary.
    public static let surface = Self(rawValue: "surface")
    /// Inside the shape's volume (a flat shape's area).
    public static let volume = Self(rawValue: "volume")

    public static let all: [Self] = [.points, .outline, .surface, .volume]
}

/// The order particles are drawn in, and how they combine (`CAEmitterLayer.renderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// In no particular order (here: cell by cell, oldest first), composited over what lies below.
    public static let unordered = Self(rawValue: "unordered")
    /// The oldest particle drawn first, so the newest lie on top.
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    /// The newest particle drawn first, so the oldest lie on top.
    public static let oldestLast = Self(rawValue: "oldestLast")
    /// Sorted by their z, the farthest (smallest z) first.
    public static let backToFront = Self(rawValue: "backToFront")
    /// Each particle's color added to what lies below (`R = S + D`): overlaps brighten, as fire does.
    public static let additive = Self(rawValue: "additive")

    public static let all: [Self] = [.unordered, .oldestFirst, .oldestLast, .backToFront, .additive]
}
