import Foundation
import GLRender
import Lottie
import QuartzCore

/// One shape layer of hand-written items in the 100×100 composition of `LottieTestFiles`,
/// drawn and looked into.
enum LottieShapeTestFiles {
    /// The composition of a shape layer whose `shapes` are `items` (JSON text).
    static func animation(_ items: String) throws -> LottieAnimation {
        try LottieTestFiles.decode(
            LottieTestFiles.composition(
                layers: #"[{"ty": 4, "ind": 1, "ip": 0, "op": 40, "st": 0, "ks": {}, "shapes": \#(items)}]"#))
    }

    /// A fixed property.
    static func fixed(_ value: String) -> String { #"{"a": 0, "k": \#(value)}"# }

    /// A group of `items` (JSON text, comma-separated), with an identity transform last.
    static func group(_ items: String) -> String {
        #"{"ty": "gr", "it": [\#(items), {"ty": "tr", "p": \#(fixed("[0, 0]")), "a": \#(fixed("[0, 0]"))}]}"#
    }

    /// A rectangle centred on `x`, `y` of `width` × `height`.
    static func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        #"{"ty": "rc", "p": \#(fixed("[\(x), \(y)]")), "s": \#(fixed("[\(width), \(height)]")), "r": \#(fixed("0"))}"#
    }

    /// A solid fill of `rgb` (three numbers, 0…1).
    static func fill(_ rgb: String, rule: Int = 1) -> String {
        #"{"ty": "fl", "c": \#(fixed("[\(rgb)]")), "o": \#(fixed("100")), "r": \#(rule)}"#
    }

    /// The composition at `frame`, 2 pixels per point.
    static func render(_ animation: LottieAnimation, frame: Double = 0) throws -> RGBAImage {
        let progress = (frame - animation.inFrame) / (animation.outFrame - animation.inFrame)
        return try LottieRendering.render(animation, progress: progress, pixels: (200, 200))
    }

    /// The straight-alpha colour at the point `x`, `y` of a `render`.
    static func color(_ image: RGBAImage, _ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        image.pixel(x: Int(x * 2), y: Int(y * 2))
    }

    /// Every layer of the player's tree, masks included, depth first.
    static func layers(_ animation: LottieAnimation) -> [CALayer] {
        func walk(_ layer: CALayer) -> [CALayer] {
            [layer] + (layer.mask.map(walk) ?? []) + (layer.sublayers ?? []).flatMap(walk)
        }
        return walk(LottieAnimationLayer(animation: animation))
    }
}
