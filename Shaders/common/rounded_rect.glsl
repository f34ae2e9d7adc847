// Coverage of rounded rectangles, shared by every program.
//
// Shapes are centred at the origin of their local space (points, y down).
// Radii are per corner: x = top-left (minXminY), y = top-right (maxXminY),
// z = bottom-right (maxXmaxY), w = bottom-left (minXmaxY).

float cornerRadiusAt(vec2 p, vec4 radii) {
    return p.x < 0.0 ? (p.y < 0.0 ? radii.x : radii.w) : (p.y < 0.0 ? radii.y : radii.z);
}

// Signed distance (negative inside) and whether p is in a rounded corner's square.
float roundedRectDistance(vec2 p, vec2 halfSize, vec4 radii, out bool inCorner) {
    float r = cornerRadiusAt(p, radii);
    vec2 q = abs(p) - halfSize + r;
    inCorner = r > 0.0 && q.x > 0.0 && q.y > 0.0;
    return min(max(q.x, q.y), 0.0) + length(max(q, 0.0)) - r;
}

// Coverage of the rounded rect at p. Corners are always smooth; straight edges
// are smooth only when `smoothEdges` asks for it (allowsEdgeAntialiasing), and
// otherwise left to the rasterizer, which already cut the geometry at them.
float roundedRectCoverage(vec2 p, vec2 halfSize, vec4 radii, bool smoothEdges) {
    bool inCorner;
    float d = roundedRectDistance(p, halfSize, radii, inCorner);
    float pixel = max(length(vec2(dFdx(d), dFdy(d))), 1e-6);
    float smoothCoverage = clamp(0.5 - d / pixel, 0.0, 1.0);
    if (inCorner || smoothEdges) {
        return smoothCoverage;
    }
    return d <= 0.0 ? 1.0 : smoothCoverage;
}

// Coverage of a rounded clip given in homogeneous clip-local coordinates.
// A clip with no rounded corners returns 1: its straight edges were cut on the CPU.
float clipCoverage(vec3 clipLocal, vec2 clipHalfSize, vec4 clipRadii) {
    if (max(max(clipRadii.x, clipRadii.y), max(clipRadii.z, clipRadii.w)) <= 0.0) {
        return 1.0;
    }
    vec2 p = clipLocal.xy / clipLocal.z;
    return roundedRectCoverage(p, clipHalfSize, clipRadii, false);
}
