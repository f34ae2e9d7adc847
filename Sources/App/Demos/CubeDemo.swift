import Foundation
import LayerTree

/// Demo 3: a solid cube from a `CATransformLayer` and six faces, each shaded by how much
/// its normal faces the light (the book's chapter 5 lighting); drag to rotate.
final class CubeDemo: WindowContent {
    let title = "3 Solid cube (CATransformLayer, lit faces; drag to rotate)"
    let root = CALayer()
    private let cube = CATransformLayer()
    private var faces: [(layer: CALayer, shade: CALayer, normal: (CGFloat, CGFloat, CGFloat))] = []
    private var rotation = CATransform3DConcat(
        CATransform3DMakeRotation(-.pi / 5, 0, 1, 0), CATransform3DMakeRotation(-.pi / 7, 1, 0, 0))
    private let side: CGFloat = 200
    /// The light comes from the viewer's upper left (unit vector; z points at the viewer, y down).
    private let light: (CGFloat, CGFloat, CGFloat) = (-0.3123, -0.3904, 0.8662)

    init() {
        root.name = "cube demo"
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 600
        root.sublayerTransform = perspective
        let h = side / 2
        let placements: [CATransform3D] = [
            CATransform3DMakeTranslation(0, 0, h),
            CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeTranslation(h, 0, 0)),
            CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), CATransform3DMakeTranslation(0, -h, 0)),
            CATransform3DConcat(CATransform3DMakeRotation(-.pi / 2, 1, 0, 0), CATransform3DMakeTranslation(0, h, 0)),
            CATransform3DConcat(CATransform3DMakeRotation(-.pi / 2, 0, 1, 0), CATransform3DMakeTranslation(-h, 0, 0)),
            CATransform3DConcat(CATransform3DMakeRotation(.pi, 0, 1, 0), CATransform3DMakeTranslation(0, 0, -h)),
        ]
        let colors: [(CGFloat, CGFloat, CGFloat)] = [
            (0.9, 0.3, 0.3), (0.3, 0.8, 0.4), (0.3, 0.5, 0.95), (0.95, 0.8, 0.3), (0.7, 0.4, 0.9), (0.3, 0.85, 0.85),
        ]
        for (placement, color) in zip(placements, colors) {
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            face.backgroundColor = CGColor(red: color.0, green: color.1, blue: color.2, alpha: 1)
            face.borderWidth = 2
            face.borderColor = CGColor(gray: 1, alpha: 0.8)
            face.isDoubleSided = false
            face.transform = placement
            let shade = CALayer()
            shade.frame = face.bounds
            shade.backgroundColor = .black
            face.addSublayer(shade)
            cube.addSublayer(face)
            // The face's outward normal is +z carried by its placement (directions ignore translation).
            let n = placement.apply(0, 0, 1, 0)
            faces.append((face, shade, (n.x, n.y, n.z)))
        }
        root.addSublayer(cube)
        applyRotation()
    }

    func layout(in size: CGSize) {
        root.frame = CGRect(origin: .zero, size: size)
        cube.position = CGPoint(x: size.width / 2, y: size.height / 2)
    }

    /// Rotates the cube and re-shades each face from its rotated normal.
    private func applyRotation() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        cube.transform = rotation
        for face in faces {
            let n = rotation.apply(face.normal.0, face.normal.1, face.normal.2, 0)
            let length = max((n.x * n.x + n.y * n.y + n.z * n.z).squareRoot(), 1e-9)
            let facing = (n.x * light.0 + n.y * light.1 + n.z * light.2) / length
            face.shade.opacity = Float(0.65 * (1 - max(0, facing)))
        }
        CATransaction.commit()
    }

    func handle(_ event: InputEvent) {
        guard case .mouseDrag(let from, let to) = event else { return }
        let dx = to.x - from.x, dy = to.y - from.y
        rotation = CATransform3DConcat(rotation, CATransform3DMakeRotation(dx * 0.01, 0, 1, 0))
        rotation = CATransform3DConcat(rotation, CATransform3DMakeRotation(-dy * 0.01, 1, 0, 0))
        applyRotation()
    }
}
