import CSDL
import Foundation

/// An OpenGL ES 3.0 context with no window, made current on the calling thread.
///
/// Overall design: try the platforms a headless machine offers, in order, and
/// keep the first that yields a GLES 3 context:
/// 1. Mesa's surfaceless platform (`EGL_MESA_platform_surfaceless`): no display, no surface.
/// 2. The device platform (`EGL_EXT_platform_device`), which NVIDIA's driver offers headless.
/// 3. The default display with a 1×1 pbuffer surface, for drivers with neither.
/// Rendering always goes to framebuffer objects, so the surface (if any) is never drawn to.
///
/// ```swift
/// let context = try HeadlessContext()
/// let renderer = try Renderer(context: context)
/// ```
public final class HeadlessContext {
    let display: EGLDisplay
    let context: EGLContext
    let surface: EGLSurface?
    /// Which platform the context came from (`surfaceless`, `device`, `pbuffer`).
    public let platform: String
    /// `GL_RENDERER`, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)".
    public let rendererName: String

    /// Creates a context and makes it current on this thread.
    public init() throws {
        var failures: [String] = []
        for attempt in Self.attempts {
            do {
                let made = try attempt.make()
                display = made.display
                context = made.context
                surface = made.surface
                platform = attempt.name
                rendererName = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "unknown"
                return
            } catch let reason as AttemptFailure {
                failures.append("\(attempt.name): \(reason.message)")
            }
        }
        throw GLError.noContext(tried: failures)
    }

    /// Makes the context current on the calling thread (GL calls need it).
    public func makeCurrent() {
        eglMakeCurrent(display, surface ?? EGLSurface(bitPattern: 0), surface ?? EGLSurface(bitPattern: 0), context)
    }

    deinit {
        eglMakeCurrent(display, nil, nil, nil)
        if let surface { eglDestroySurface(display, surface) }
        eglDestroyContext(display, context)
        eglTerminate(display)
    }

    // MARK: Attempts

    private struct AttemptFailure: Error { let message: String }
    private struct Made { let display: EGLDisplay; let context: EGLContext; let surface: EGLSurface? }
    private struct Attempt: Sendable { let name: String; let make: @Sendable () throws -> Made }

    private static let attempts: [Attempt] = [
        Attempt(name: "surfaceless") {
            guard clientExtensions.contains("EGL_MESA_platform_surfaceless") else {
                throw AttemptFailure(message: "EGL_MESA_platform_surfaceless not offered")
            }
            let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil)
            return try makeContext(on: display, pbuffer: false)
        },
        Attempt(name: "device") {
            guard clientExtensions.contains("EGL_EXT_platform_device"),
                let query = eglGetProcAddress("eglQueryDevicesEXT")
            else { throw AttemptFailure(message: "EGL_EXT_platform_device not offered") }
            typealias QueryDevices =
                @convention(c) (EGLint, UnsafeMutablePointer<EGLDeviceEXT?>?, UnsafeMutablePointer<EGLint>?) ->
                EGLBoolean
            let queryDevices = unsafeBitCast(query, to: QueryDevices.self)
            var devices = [EGLDeviceEXT?](repeating: nil, count: 8)
            var count: EGLint = 0
            guard queryDevices(8, &devices, &count) == EGL_TRUE, count > 0 else {
                throw AttemptFailure(message: "no EGL devices")
            }
            var lastError = "no device gave a context"
            for device in devices.prefix(Int(count)) {
                let display = eglGetPlatformDisplay(
                    EGLenum(EGL_PLATFORM_DEVICE_EXT), device.map { UnsafeMutableRawPointer($0) }, nil)
                do { return try makeContext(on: display, pbuffer: true) } catch let f as AttemptFailure {
                    lastError = f.message
                }
            }
            throw AttemptFailure(message: lastError)
        },
        Attempt(name: "pbuffer") {
            try makeContext(on: eglGetDisplay(nil), pbuffer: true)
        },
    ]

    private static var clientExtensions: String {
        eglQueryString(nil, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
    }

    private static func eglErrorText() -> String { "EGL error 0x" + String(eglGetError(), radix: 16) }

    private static func makeContext(on display: EGLDisplay?, pbuffer: Bool) throws -> Made {
        guard let display, display != EGLDisplay(bitPattern: 0) else {
            throw AttemptFailure(message: "no display (\(eglErrorText()))")
        }
        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGL_TRUE else {
            throw AttemptFailure(message: "eglInitialize failed (\(eglErrorText()))")
        }
        guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGL_TRUE else {
            eglTerminate(display)
            throw AttemptFailure(message: "OpenGL ES API not available")
        }
        var configAttributes: [EGLint] = [
            EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT,
            EGL_SURFACE_TYPE, pbuffer ? EGL_PBUFFER_BIT : 0,
            EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8,
            EGL_NONE,
        ]
        if !pbuffer { configAttributes.removeSubrange(2..<4) }
        var config: EGLConfig?
        var configCount: EGLint = 0
        guard eglChooseConfig(display, configAttributes, &config, 1, &configCount) == EGL_TRUE,
            configCount > 0, let config
        else {
            eglTerminate(display)
            throw AttemptFailure(message: "no GLES 3 config (\(eglErrorText()))")
        }
        let contextAttributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE]
        guard let context = eglCreateContext(display, config, nil, contextAttributes),
            context != EGLContext(bitPattern: 0)
        else {
            eglTerminate(display)
            throw AttemptFailure(message: "eglCreateContext failed (\(eglErrorText()))")
        }
        var surface: EGLSurface?
        if pbuffer {
            let surfaceAttributes: [EGLint] = [EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE]
            surface = eglCreatePbufferSurface(display, config, surfaceAttributes)
            if surface == nil || surface == EGLSurface(bitPattern: 0) {
                eglDestroyContext(display, context)
                eglTerminate(display)
                throw AttemptFailure(message: "eglCreatePbufferSurface failed (\(eglErrorText()))")
            }
        }
        guard eglMakeCurrent(display, surface, surface, context) == EGL_TRUE else {
            eglDestroyContext(display, context)
            eglTerminate(display)
            throw AttemptFailure(message: "eglMakeCurrent failed (\(eglErrorText()))")
        }
        return Made(display: display, context: context, surface: surface)
    }
}
