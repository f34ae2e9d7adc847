import CSDL
import Foundation

/// Measures what reading a canvas back costs on its own, for `layerkit bench`.
///
/// `Renderer.render` ends every frame with `glReadPixels` and the conversion to
/// straight alpha. That read-back is what makes the driver finish the frame, but
/// it also copies the canvas, which a `glFinish()` would not. The probe repeats
/// exactly that read-back on a cleared, already finished target of the same size,
/// so the copy's share of a frame can be told apart from drawing.
///
/// ```swift
/// let ms = try ReadbackProbe.medianMilliseconds(context: context, width: 1280, height: 720)
/// ```
public enum ReadbackProbe {
    /// The median time, in milliseconds, of `samples` read-backs of a `width` × `height` target.
    public static func medianMilliseconds(context: HeadlessContext, width: Int, height: Int, samples: Int = 15)
        throws -> Double
    {
        context.makeCurrent()
        let target = try RenderTarget(width: width, height: height)
        defer { target.delete() }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glClearColor(0.125, 0.125, 0.125, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glFinish()
        var times: [Double] = []
        for _ in 0..<max(samples, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            let pixels = target.readPixels()
            let image = RGBAImage.unpremultiplied(width: width, height: height, premultiplied: pixels)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            precondition(image.bytes.count == width * height * 4)
        }
        try GLEncoder.check("reading back a probe target")
        return times.sorted()[times.count / 2]
    }
}
