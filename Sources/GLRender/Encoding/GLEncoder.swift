import CSDL
import Foundation
@_spi(Rendering) import LayerTree

/// The GL backend (`RenderBackend`), the only place that issues draw calls: binds state,
/// uploads changed vertex data, images and shadow masks, and draws each pass of a batched frame
/// into its render target.
///
/// GL state is set completely for each pass (blend function, viewport, program, buffers),
/// so nothing leaks between passes or frames.
final class GLEncoder {
    /// The context its GL objects live in.
    let context: GLContext
    private var shaders: ShaderLibrary
    /// Each material buffer's geometry on the GPU, by `Batcher.BufferKind.rawValue`.
    private let streams = Batcher.BufferKind.allCases.map { GeometryStream(layout: $0.layout) }
    /// Offscreen passes' render targets by pass index, reused while their size holds.
    private var targets: [Int: RenderTarget] = [:]
    /// What each offscreen target holds, by pass index, for the planner to reuse (`OffscreenReuse`).
    private(set) var offscreenContents: [Int: OffscreenContent] = [:]
    /// Offscreen targets and the canvas, held between frames.
    var renderTargetCount: Int { targets.count + (canvas == nil ? 0 : 1) }
    /// The canvas pass's target, kept between frames.
    private(set) var canvas: RenderTarget?
    /// Set once a frame has drawn the whole canvas without failing; cleared while one is being drawn.
    private(set) var canvasIsComplete = false
    /// Rasterized layers' bitmaps, kept across frames.
    let rasterCache = RasterCache<RenderTarget>()
    let shadowMasks = ShadowMaskCache()
    /// What blend-mode draws read the backdrop from.
    private let backdrop = BackdropCopy()
    /// Where a backdrop blur's horizontal half goes (`blurBackdropRows`), kept while its size holds.
    private var backdropScratch: RenderTarget?
    /// Layers' `contents`, uploaded once per image.
    let imageTextures = ImageTextureCache()
    /// The frame handed to the GPU and not yet waited for (`submitAndWaitForPreviousFrame`).
    let frameInFlight = FrameInFlight()
    private var timerQuery: GLuint = 0
    private let timer: TimerQueryEXT?
    private let maxTextureSize: Int
    /// What it draws: the driver's limits (`GL_MAX_TEXTURE_SIZE`, `GL_ALIASED_POINT_SIZE_RANGE`),
    /// the depth buffers' bits, and whether `GL_EXT_disjoint_timer_query` measures GPU time.
    let capabilities: BackendCapabilities
    /// Whether `GL_EXT_disjoint_timer_query` lets us measure GPU time.
    private let measuresGPUTime: Bool

    /// The depth buffers' format: 24 bits, or 16 where a test checks that depth order survives
    /// a coarse buffer (as it must on drivers that round a tilted plane's depth differently).
    private let depthBufferFormat: GLenum
    /// `u_flipY` of the pass being drawn: -1 in targets (row 0 at the top, as read back), 1 in a
    /// window's framebuffer (row 0 at the bottom).
    private var flipY: Float = -1
    /// The `u_lodBias` the `textured_quad` program holds (0 when linked): set only when a draw
    /// needs another, so layers without a `minificationFilterBias` cost no uniform call.
    private var texturedLodBias: Float = 0

    /// Makes the backend in `context`, which is made current.
    init(
        context: GLContext, shaderFiles: [String: String]? = nil, textureSizeLimit: Int? = nil, depthBits: Int = 24
    ) throws {
        self.context = context
        context.makeCurrent()
        depthBufferFormat = GLenum(depthBits <= 16 ? GL_DEPTH_COMPONENT16 : GL_DEPTH_COMPONENT24)
        shaders =
            try shaderFiles.map { try ShaderLibrary(files: $0) } ?? ShaderLibrary()
        var size: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &size)
        maxTextureSize = min(Int(size), textureSizeLimit ?? .max)
        var pointSizes: [GLfloat] = [0, 0]
        glGetFloatv(GLenum(GL_ALIASED_POINT_SIZE_RANGE), &pointSizes)
        let extensions = glGetString(GLenum(GL_EXTENSIONS)).map { String(cString: $0) } ?? ""
        // The query result call is an extension entry point: load it rather than link it.
        // Mesa's software rasterizers offer the extension but answer with timestamps, and their
        // "GPU" time is CPU time anyway: only hardware drivers' figures are reported.
        let renderer = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
        let software = ["llvmpipe", "softpipe", "swrast"].contains { renderer.contains($0) }
        timer = extensions.contains("GL_EXT_disjoint_timer_query") && !software ? TimerQueryEXT() : nil
        measuresGPUTime = timer != nil
        capabilities = BackendCapabilities(
            deviceName: context.rendererName, maxTextureSize: maxTextureSize, maxPointSize: Double(pointSizes[1]),
            depthBits: depthBits <= 16 ? 16 : 24, measuresGPUTime: timer != nil)
        if let timer { timer.generate(1, &timerQuery) }
        try Self.check("creating vertex arrays")
    }

    /// Executes a command buffer: uploads what changed and the frame's resources, and draws every
    /// pass; returns what it did.
    func execute(_ frame: BatchedFrame, resources: FrameResources, uploadGeometry: Bool) throws -> FrameRecord {
        var report = FrameRecord(destination: frame.canvasDestination)
        timer?.begin(GLenum(GL_TIME_ELAPSED_EXT), timerQuery)
        // A frame that throws part-way (a target too large, a failed upload) must not leave the
        // query running: the next frame's begin would be GL_INVALID_OPERATION, which a real
        // driver reports (NVIDIA did; llvmpipe offers no timer).
        var timerRunning = timer != nil
        defer { if timerRunning { timer?.end(GLenum(GL_TIME_ELAPSED_EXT)) } }
        // Held contents are recorded again as passes are drawn; a frame that fails part-way
        // leaves no target trusted.
        let heldBefore = offscreenContents
        offscreenContents = [:]
        if uploadGeometry {
            glBindVertexArray(0)
            for kind in Batcher.BufferKind.allCases {
                report.verticesUploaded += streams[kind.rawValue].update(frame.buffer(kind))
            }
        }
        report.textureBytesUploaded = try imageTextures.prepare(frame.images)
        report.shadowMasksUploaded = shadowMasks.upload(resources.shadowMasks)
        // A frame that fails part-way leaves the canvas neither this frame nor the last.
        let canvasWasComplete = canvasIsComplete
        canvasIsComplete = false
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glDepthFunc(GLenum(GL_LESS))
        for (index, pass) in frame.passes.enumerated() {
            if let raster = pass.raster, raster.isHit {
                // The cached bitmap is sampled as it is.
                rasterCache.touch(raster.snapshot.layerID)
                report.raster.hits += 1
                continue
            }
            if pass.reuse == .reused {
                // The target still holds this image (the planner checked `offscreenContents`).
                guard let held = heldBefore[index], let target = targets[index], target.width == held.width,
                    target.height == held.height
                else { throw GLError.reusedPassNotHeld(index: index) }
                report.offscreenPassesReused += 1
                continue
            }
            let isCanvas = index == frame.canvasPassIndex
            if isCanvas, case .window(let window) = frame.canvasDestination {
                // The window's own framebuffer, of the canvas's size; its depth buffer is its own.
                precondition(window.width == pass.width && window.height == pass.height && pass.scissors == nil)
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
                flipY = 1
            } else {
                let target =
                    try pass.raster.map { try rasterTarget(for: $0, report: &report.raster) }
                    ?? (isCanvas
                        ? canvasTarget(width: pass.width, height: pass.height)
                        : target(for: index, width: pass.width, height: pass.height))
                if pass.usesDepth { try target.attachDepthBuffer(format: depthBufferFormat) }
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.framebuffer)
                flipY = -1
            }
            defer { flipY = -1 }
            glViewport(0, 0, GLsizei(pass.width), GLsizei(pass.height))
            if let scissors = pass.scissors {
                // A partial frame: each damaged rectangle is cleared and drawn again, nothing else.
                // Targets keep row 0 at the top, which is GL's row 0 here (no flip offscreen).
                glEnable(GLenum(GL_SCISSOR_TEST))
                defer { glDisable(GLenum(GL_SCISSOR_TEST)) }
                for rect in scissors {
                    glScissor(GLint(rect.x), GLint(rect.y), GLsizei(rect.width), GLsizei(rect.height))
                    try drawPass(pass, frame: frame)
                    report.drawCalls += pass.opaque.count + pass.blended.count
                }
            } else {
                try drawPass(pass, frame: frame)
                report.drawCalls += pass.opaque.count + pass.blended.count
            }
            if !isCanvas, pass.raster == nil, case .drawn(let content) = pass.reuse {
                offscreenContents[index] = content
            }
        }
        // Reused targets hold what they held before.
        for (index, pass) in frame.passes.enumerated() where pass.reuse == .reused {
            offscreenContents[index] = heldBefore[index]
        }
        glDepthMask(GLboolean(GL_TRUE))
        glDisable(GLenum(GL_DEPTH_TEST))
        if measuresGPUTime {
            timer?.end(GLenum(GL_TIME_ELAPSED_EXT))
            timerRunning = false
            var nanoseconds: GLuint64 = 0
            timer?.result(timerQuery, GLenum(GL_QUERY_RESULT), &nanoseconds)
            var disjoint: GLint = 0
            glGetIntegerv(GLenum(GL_GPU_DISJOINT_EXT), &disjoint)
            report.gpuMilliseconds = disjoint == 0 ? Double(nanoseconds) / 1e6 : nil
        }
        glBindVertexArray(0)
        rasterCache.endFrame()
        shadowMasks.endFrame()
        glBindSampler(0, 0)
        imageTextures.endFrame()
        report.imageTextures = imageTextures.textureCount
        report.rasterCacheBytes = rasterCache.bytes
        try Self.check("drawing the frame")
        // After a frame drawn into a window, the canvas target still holds an older frame: the
        // next frame must draw it whole.
        if frame.canvasDestination == .canvasTarget {
            canvasIsComplete = frame.passes[frame.canvasPassIndex].scissors == nil || canvasWasComplete
        }
        return report
    }

    /// Clears the bound target (within the scissor, if one is on) and draws a pass's two phases.
    private func drawPass(_ commands: PassCommands, frame: BatchedFrame) throws {
        let c = commands.clearColor
        glClearColor(c.r, c.g, c.b, c.a)
        if commands.usesDepth {
            // Opaque phase: front to back, depth written, nothing blended.
            glDepthMask(GLboolean(GL_TRUE))
            glClearDepthf(1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))
            glEnable(GLenum(GL_DEPTH_TEST))
            Self.apply(.opaque)
            for command in commands.opaque {
                try draw(command, frame: frame, width: commands.width, height: commands.height, blend: commands.blend)
            }
            // Blended phase: painter's order, tested against the opaque phase, writing no depth.
            glDepthMask(GLboolean(GL_FALSE))
        } else {
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            glDisable(GLenum(GL_DEPTH_TEST))
            // Only opaque polygons, in painter's order: nothing to blend.
            Self.apply(.opaque)
            for command in commands.opaque {
                try draw(command, frame: frame, width: commands.width, height: commands.height, blend: commands.blend)
            }
        }
        Self.apply(commands.blend.blending)
        for command in commands.blended {
            try draw(command, frame: frame, width: commands.width, height: commands.height, blend: commands.blend)
        }
    }

    private func draw(_ command: DrawCommand, frame: BatchedFrame, width: Int, height: Int, blend: PassBlend) throws {
        let program = try shaders.program(for: command.program)
        glUseProgram(program.id)
        glBindVertexArray(streams[command.program.buffer.rawValue].vertexArray)
        // The material's textures and uniforms.
        switch command.program {
        case .flatColor, .flatPoints, .layerQuad, .shadowShape:
            break
        case .texturedQuad(let source):
            glActiveTexture(GLenum(GL_TEXTURE0))
            // A raster pass's image is its layer's cached bitmap.
            let texture =
                frame.passes[source].raster.map { rasterCache.bitmap(for: $0.snapshot.layerID)!.texture }
                ?? targets[source]!.texture
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            // Images bind sampler objects to unit 0; passes use their textures' own parameters.
            glBindSampler(0, 0)
            glUniform1i(program.uniform("u_texture"), 0)
            setTexturedLodBias(0, program: program)
        case .gradient(let index, _):
            Self.setGradientUniforms(frame.gradients[index], program: program)
        case let .gaussianBlur(source, uniforms):
            glActiveTexture(GLenum(GL_TEXTURE0))
            switch source {
            case .pass(let index): glBindTexture(GLenum(GL_TEXTURE_2D), targets[index]!.texture)
            case .mask(let key):
                guard let texture = shadowMasks.texture(for: key) else {
                    throw GLError.missingShadowMask(key.description)
                }
                glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            }
            glBindSampler(0, 0)
            glUniform1i(program.uniform("u_texture"), 0)
            glUniform2f(program.uniform("u_step"), uniforms.u_step.0, uniforms.u_step.1)
            glUniform1f(program.uniform("u_sigma"), uniforms.u_sigma)
            let weights = GaussianBlurWeights(sigma: uniforms.u_sigma)
            glUniform1i(program.uniform("u_taps"), GLint(weights.taps))
            weights.weights.withUnsafeBufferPointer {
                glUniform1fv(program.uniform("u_weights[0]"), GLsizei($0.count), $0.baseAddress)
            }
            let t = uniforms.u_tint
            glUniform4f(program.uniform("u_tint"), t.r, t.g, t.b, t.a)
        case let .maskedQuad(source, mask, mode):
            glActiveTexture(GLenum(GL_TEXTURE1))
            glBindTexture(GLenum(GL_TEXTURE_2D), targets[mask]!.texture)
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), targets[source]!.texture)
            glBindSampler(0, 0)
            glUniform1i(program.uniform("u_texture"), 0)
            glUniform1i(program.uniform("u_mask"), 1)
            glUniform1i(program.uniform("u_maskMode"), GLint(mode.shaderIndex))
        case let .colorMatrixQuad(source, matrix):
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), targets[source]!.texture)
            glBindSampler(0, 0)
            glUniform1i(program.uniform("u_texture"), 0)
            Self.setColorMatrix(matrix, program: program)
        case let .backdropFilterQuad(filter, box):
            let rect = flipY > 0 ? PixelRect(x: box.x, y: height - box.maxY, width: box.width, height: box.height) : box
            glActiveTexture(GLenum(GL_TEXTURE1))
            glBindSampler(1, 0)
            backdrop.copy(rect)
            if filter.sigmaPixels > 0 {
                try blurBackdropRows(
                    rect, sigma: filter.sigmaPixels, passWidth: width, passHeight: height, passBlending: blend.blending)
                glUseProgram(program.id)
            }
            glActiveTexture(GLenum(GL_TEXTURE0))
            glUniform1i(program.uniform("u_backdrop"), 1)
            glUniform2i(program.uniform("u_backdropOrigin"), GLint(rect.x), GLint(rect.y))
            glUniform2i(program.uniform("u_backdropSize"), GLint(rect.width), GLint(rect.height))
            glUniform1f(program.uniform("u_sigma"), filter.sigmaPixels)
            Self.setColorMatrix(filter.matrix ?? .identity, program: program)
        case let .blendedQuad(source, mode, box):
            // The target's pixels under the quad, in window coordinates (a window's row 0 is its bottom).
            let rect = flipY > 0 ? PixelRect(x: box.x, y: height - box.maxY, width: box.width, height: box.height) : box
            glActiveTexture(GLenum(GL_TEXTURE1))
            backdrop.copy(rect)
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), targets[source]!.texture)
            glBindSampler(0, 0)
            glBindSampler(1, 0)
            glUniform1i(program.uniform("u_texture"), 0)
            glUniform1i(program.uniform("u_backdrop"), 1)
            glUniform2i(program.uniform("u_backdropOrigin"), GLint(rect.x), GLint(rect.y))
            glUniform1i(program.uniform("u_blendMode"), GLint(mode.shaderIndex))
        case let .image(key, filters, lodBias, _):
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), imageTextures.texture(for: key))
            glBindSampler(0, imageTextures.sampler(for: filters))
            glUniform1i(program.uniform("u_texture"), 0)
            setTexturedLodBias(lodBias, program: program)
        case let .particles(key, filters, blending), let .particlePoints(key, filters, blending):
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), imageTextures.texture(for: key))
            glBindSampler(0, imageTextures.sampler(for: filters))
            glUniform1i(program.uniform("u_texture"), 0)
            // `renderMode = .additive`: this draw alone adds (R = S + D); the pass's own blending
            // is set again after it.
            if blending != blend.blending { Self.apply(blending) }
        }
        glUniform2f(program.uniform("u_viewportSize"), Float(width), Float(height))
        // Targets are read back (or sampled) with row 0 at the top: no flip; a window's framebuffer
        // has row 0 at the bottom.
        glUniform1f(program.uniform("u_flipY"), flipY)
        glDrawElements(
            GLenum(command.program.drawsPoints ? GL_POINTS : GL_TRIANGLES), GLsizei(command.indexCount),
            GLenum(GL_UNSIGNED_INT), UnsafeRawPointer(bitPattern: command.firstIndex * MemoryLayout<UInt32>.stride))
        switch command.program {
        case .particles(_, _, let blending), .particlePoints(_, _, let blending):
            if blending != blend.blending { Self.apply(blend.blending) }
        case .flatColor, .flatPoints, .layerQuad, .texturedQuad, .gradient, .shadowShape, .gaussianBlur, .maskedQuad,
            .blendedQuad, .colorMatrixQuad, .backdropFilterQuad, .image:
            break  // drawn with the pass's blending
        }
    }

    /// `u_matrix` and `u_bias` of a colour-filter program.
    private static func setColorMatrix(_ matrix: ColorMatrix, program: ShaderProgram) {
        // Column-major: column j holds each output's coefficient of input j.
        let rows = [matrix.red, matrix.green, matrix.blue, matrix.alpha]
        let columns = (0..<4).flatMap { j in rows.map { Float($0[j]) } }
        glUniformMatrix4fv(program.uniform("u_matrix"), 1, GLboolean(GL_FALSE), columns)
        glUniform4f(
            program.uniform("u_bias"), Float(matrix.bias[0]), Float(matrix.bias[1]), Float(matrix.bias[2]),
            Float(matrix.bias[3]))
    }

    /// The horizontal half of a backdrop blur: the copy on texture unit 1 (`rect`'s size) blurred
    /// along its rows into the scratch target, which is left bound to unit 1 for the vertical half.
    /// The pass's framebuffer, viewport, depth test, scissor and blending are restored after.
    private func blurBackdropRows(
        _ rect: PixelRect, sigma: Float, passWidth: Int, passHeight: Int, passBlending: Blending
    ) throws {
        // Before making a scratch target, which binds its own framebuffer and texture.
        var framebuffer: GLint = 0
        glGetIntegerv(GLenum(GL_FRAMEBUFFER_BINDING), &framebuffer)
        if backdropScratch?.width != rect.width || backdropScratch?.height != rect.height {
            backdropScratch?.delete()
            backdropScratch = try RenderTarget(width: rect.width, height: rect.height)
            glActiveTexture(GLenum(GL_TEXTURE1))
            glBindTexture(GLenum(GL_TEXTURE_2D), backdrop.texture)
        }
        let scratch = backdropScratch!
        let depthTest = glIsEnabled(GLenum(GL_DEPTH_TEST)) != 0
        let scissor = glIsEnabled(GLenum(GL_SCISSOR_TEST)) != 0
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), scratch.framebuffer)
        glViewport(0, 0, GLsizei(rect.width), GLsizei(rect.height))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_SCISSOR_TEST))
        Self.apply(.opaque)
        let blur = shaders[.backdropBlur]
        glUseProgram(blur.id)
        glUniform1i(blur.uniform("u_backdrop"), 1)
        glUniform2i(blur.uniform("u_size"), GLint(rect.width), GLint(rect.height))
        glUniform1f(blur.uniform("u_sigma"), sigma)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), GLuint(framebuffer))
        glViewport(0, 0, GLsizei(passWidth), GLsizei(passHeight))
        if depthTest { glEnable(GLenum(GL_DEPTH_TEST)) }
        if scissor { glEnable(GLenum(GL_SCISSOR_TEST)) }
        Self.apply(passBlending)
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), scratch.texture)
    }

    /// Sets GL's blend state for `blending` (premultiplied colours): the only place the backend
    /// sets it, from the value `DrawItem.blending` decided.
    static func apply(_ blending: Blending) {
        switch blending {
        case .opaque:
            glDisable(GLenum(GL_BLEND))
        case .sourceOver, .backdrop:
            // R = S + D·(1 − Sa); a blend mode's program has already mixed S with the backdrop copy.
            glEnable(GLenum(GL_BLEND))
            glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        case .additive:
            glEnable(GLenum(GL_BLEND))
            glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE))
        }
    }

    /// The canvas pass's target, kept across frames (unlike offscreen passes' targets, which are
    /// found by pass index): partial frames draw over what it holds.
    private func canvasTarget(width: Int, height: Int) throws -> RenderTarget {
        if let canvas, canvas.width == width, canvas.height == height { return canvas }
        guard width <= maxTextureSize, height <= maxTextureSize else {
            throw GLError.targetTooLarge(width: width, height: height, limit: maxTextureSize)
        }
        canvas?.delete()
        canvas = nil
        let made = try RenderTarget(width: width, height: height)
        canvas = made
        return made
    }

    private func target(for index: Int, width: Int, height: Int) throws -> RenderTarget {
        if let existing = targets[index], existing.width == width, existing.height == height { return existing }
        guard width <= maxTextureSize, height <= maxTextureSize else {
            throw GLError.targetTooLarge(width: width, height: height, limit: maxTextureSize)
        }
        targets[index]?.delete()
        let made = try RenderTarget(width: width, height: height)
        targets[index] = made
        return made
    }

    static func check(_ step: String) throws {
        let code = glGetError()
        guard code == GLenum(GL_NO_ERROR) else { throw GLError.call(step: step, code: UInt32(code)) }
    }

    /// Sets the `textured_quad` program's `u_lodBias` (`minificationFilterBias`) when it differs
    /// from what the program holds.
    private func setTexturedLodBias(_ bias: Float, program: ShaderProgram) {
        guard bias != texturedLodBias else { return }
        glUniform1f(program.uniform("u_lodBias"), bias)
        texturedLodBias = bias
    }

    /// Frees every GL object; call with the context current.
    func deleteAll() {
        frameInFlight.discard()
        for target in targets.values { target.delete() }
        targets = [:]
        offscreenContents = [:]
        canvas?.delete()
        canvas = nil
        canvasIsComplete = false
        rasterCache.deleteAll()
        imageTextures.deleteAll()
        for stream in streams { stream.delete() }
        timer?.delete(1, &timerQuery)
        shadowMasks.deleteAll()
        backdrop.delete()
        backdropScratch?.delete()
        backdropScratch = nil
        shaders.deleteAll()
        texturedLodBias = 0
    }
}
