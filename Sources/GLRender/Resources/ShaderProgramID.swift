/// The GL programs LayerKit links, as a closed set the compiler checks.
///
/// Why an enum and not names: each program is built from a pair of files in `Shaders/`, binds the
/// attributes of one vertex layout and draws from one material buffer. When those were string
/// lists (the library's program table, the layouts' bindings by name, each material's program
/// name), a program missing from one list failed only at the first draw. Here every fact about a
/// program is an exhaustive switch, so a new case does not build until each is answered; a
/// test (`ShaderProgramRegistryTests`) checks what the compiler cannot see, the GLSL files.
enum ShaderProgramID: CaseIterable, Hashable {
    /// `layer_quad` with `FLAT_COLOR`: polygons of one colour.
    case flatColor
    /// `layer_quad` with `FLAT_COLOR` and `FLAT_POINT`: flat squares as point sprites.
    case flatPoint
    /// The coverage program with every feature (its cheaper variants: `CoverageFeatures`).
    case layerQuad
    case texturedQuad
    case gradient
    /// `gradient` with `GRADIENT_PATH`: the gradient through a tessellated path's coverage.
    case gradientPath
    case shadowShape
    /// Blurs a texture's alpha and tints it (a shadow, a blur's halves).
    case gaussianBlur
    /// `gaussian_blur` with `BLUR_COLOR`: blurs all four channels (the blur filter).
    case gaussianBlurColor
    case maskedQuad
    case particleQuad
    case particlePoint
    /// Blends a pass's texture onto a copy of the backdrop (`compositingFilter`).
    case blendQuad
    case colorMatrix
    /// The horizontal half of a backdrop blur: a full-target triangle, no vertex buffer.
    case backdropBlur
    case backdropFilter

    /// The source pair (`FILE.vert` and `FILE.frag` in `Shaders/`) and the variant's `#define`s:
    /// a cheaper variant shares its program's GLSL.
    var source: (file: String, defines: [String]) {
        switch self {
        case .flatColor: return ("layer_quad", ["FLAT_COLOR"])
        case .flatPoint: return ("layer_quad", ["FLAT_COLOR", "FLAT_POINT"])
        case .layerQuad: return ("layer_quad", [])
        case .texturedQuad: return ("textured_quad", [])
        case .gradient: return ("gradient", [])
        case .gradientPath: return ("gradient", ["GRADIENT_PATH"])
        case .shadowShape: return ("shadow_shape", [])
        case .gaussianBlur: return ("gaussian_blur", [])
        case .gaussianBlurColor: return ("gaussian_blur", ["BLUR_COLOR"])
        case .maskedQuad: return ("masked_quad", [])
        case .particleQuad: return ("particle_quad", [])
        case .particlePoint: return ("particle_point", [])
        case .blendQuad: return ("blend_quad", [])
        case .colorMatrix: return ("color_matrix", [])
        case .backdropBlur: return ("backdrop_blur", [])
        case .backdropFilter: return ("backdrop_filter", [])
        }
    }

    /// The material buffer whose vertices it draws, and so the vertex layout its attributes are bound
    /// by (`Batcher.BufferKind.layout`); nil for a program that makes its vertices from `gl_VertexID`.
    var vertexBuffer: Batcher.BufferKind? {
        switch self {
        case .flatColor: return .flat
        case .flatPoint: return .flatPoints
        case .layerQuad, .gradient, .gradientPath: return .solid
        case .shadowShape: return .shadow
        case .texturedQuad, .gaussianBlur, .gaussianBlurColor, .maskedQuad, .blendQuad, .colorMatrix,
            .backdropFilter:
            return .textured
        case .particleQuad: return .particles
        case .particlePoint: return .particlePoints
        case .backdropBlur: return nil
        }
    }

    /// The attributes it binds, in location order.
    var attributes: [VertexAttribute] { vertexBuffer?.layout ?? [] }

    /// A readable name for logs and errors: the file, or the variant's own name.
    var name: String {
        switch self {
        case .flatColor: return "flat_color"
        case .flatPoint: return "flat_point"
        case .gaussianBlurColor: return "gaussian_blur_color"
        case .gradientPath: return "gradient_path"
        case .layerQuad, .texturedQuad, .gradient, .shadowShape, .gaussianBlur, .maskedQuad, .particleQuad,
            .particlePoint, .blendQuad, .colorMatrix, .backdropBlur, .backdropFilter:
            return source.file
        }
    }
}

extension DrawCommand.Program {
    /// The program that draws the material (for the coverage material, the full program; its
    /// variant is `CoverageFeatures`; for a gradient, likewise, `GradientVariant`).
    var shaderProgram: ShaderProgramID {
        switch self {
        case .flatColor: return .flatColor
        case .flatPoints: return .flatPoint
        case .layerQuad: return .layerQuad
        case .texturedQuad, .image: return .texturedQuad
        case .gradient(_, let variant): return variant.path ? .gradientPath : .gradient
        case .shadowShape: return .shadowShape
        case .gaussianBlur(_, let uniforms): return uniforms.blursColor ? .gaussianBlurColor : .gaussianBlur
        case .colorMatrixQuad: return .colorMatrix
        case .backdropFilterQuad: return .backdropFilter
        case .maskedQuad: return .maskedQuad
        case .blendedQuad: return .blendQuad
        case .particles: return .particleQuad
        case .particlePoints: return .particlePoint
        }
    }
}
