import Foundation

/// Why the GL side of LayerKit could not do what was asked.
public enum GLError: Error, Equatable, CustomStringConvertible {
    /// No EGL display or context could be created; `tried` lists each attempt and its failure.
    case noContext(tried: [String])
    /// A shader stage failed to compile; `log` is the driver's info log.
    case shaderCompile(file: String, log: String)
    /// A program failed to link.
    case shaderLink(program: String, log: String)
    /// A framebuffer object is incomplete.
    case incompleteFramebuffer(status: UInt32)
    /// `glGetError` reported an error after a labelled step.
    case call(step: String, code: UInt32)
    /// A render target larger than the driver allows.
    case targetTooLarge(width: Int, height: Int, limit: Int)
    /// A frame sampled a shadow mask that its resources did not carry and the backend did not hold.
    case missingShadowMask(String)
    /// A frame reused an offscreen pass's earlier image that the backend no longer held.
    case reusedPassNotHeld(index: Int)

    /// What failed, for error messages.
    public var description: String {
        switch self {
        case .noContext(let tried):
            return "no OpenGL ES 3.0 context through EGL (" + tried.joined(separator: "; ")
                + "). Install Mesa's EGL and GLES drivers: apt-get install libegl1-mesa-dev libgles2-mesa-dev libgl1-mesa-dri"
        case .shaderCompile(let file, let log):
            return "shader \(file) failed to compile: \(log.trimmingCharacters(in: .whitespacesAndNewlines))"
        case .shaderLink(let program, let log):
            return "program \(program) failed to link: \(log.trimmingCharacters(in: .whitespacesAndNewlines))"
        case .incompleteFramebuffer(let status):
            return "framebuffer incomplete (status 0x\(String(status, radix: 16)))"
        case .call(let step, let code):
            return "OpenGL error 0x\(String(code, radix: 16)) after \(step)"
        case .targetTooLarge(let width, let height, let limit):
            return "render target \(width)×\(height) exceeds the driver's limit of \(limit) pixels per side"
        case .missingShadowMask(let mask):
            return "the frame samples shadow mask \(mask), which its resources did not carry"
        case .reusedPassNotHeld(let index):
            return "the frame reuses offscreen pass \(index)'s earlier image, which the backend no longer holds"
        }
    }
}
