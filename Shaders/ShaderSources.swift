// The GLSL sources in this folder, embedded at build time (see README.md).

/// The embedded GLSL ES sources, by file name relative to `Shaders/`.
public enum ShaderSources {
    /// Every embedded file, keyed by its path (`"layer_quad.vert"`, `"common/rounded_rect.glsl"`).
    public static let files: [String: String] = [
        "common/rounded_rect.glsl": text(PackageResources.rounded_rect_glsl),
        "common/placement.glsl": text(PackageResources.placement_glsl),
        "layer_quad.vert": text(PackageResources.layer_quad_vert),
        "layer_quad.frag": text(PackageResources.layer_quad_frag),
        "textured_quad.vert": text(PackageResources.textured_quad_vert),
        "textured_quad.frag": text(PackageResources.textured_quad_frag),
        "gradient.vert": text(PackageResources.gradient_vert),
        "gradient.frag": text(PackageResources.gradient_frag),
        "shadow_shape.vert": text(PackageResources.shadow_shape_vert),
        "shadow_shape.frag": text(PackageResources.shadow_shape_frag),
        "gaussian_blur.vert": text(PackageResources.gaussian_blur_vert),
        "gaussian_blur.frag": text(PackageResources.gaussian_blur_frag),
        "masked_quad.vert": text(PackageResources.masked_quad_vert),
        "masked_quad.frag": text(PackageResources.masked_quad_frag),
        "particle_quad.vert": text(PackageResources.particle_quad_vert),
        "particle_quad.frag": text(PackageResources.particle_quad_frag),
        "particle_point.vert": text(PackageResources.particle_point_vert),
        "particle_point.frag": text(PackageResources.particle_point_frag),
        "blend_quad.vert": text(PackageResources.blend_quad_vert),
        "blend_quad.frag": text(PackageResources.blend_quad_frag),
        "color_matrix.vert": text(PackageResources.color_matrix_vert),
        "color_matrix.frag": text(PackageResources.color_matrix_frag),
        "backdrop_blur.vert": text(PackageResources.backdrop_blur_vert),
        "backdrop_blur.frag": text(PackageResources.backdrop_blur_frag),
        "backdrop_filter.vert": text(PackageResources.backdrop_filter_vert),
        "backdrop_filter.frag": text(PackageResources.backdrop_filter_frag),
    ]

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
