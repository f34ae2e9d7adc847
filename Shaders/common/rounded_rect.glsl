// Coverage of rounded rectangles, shared by every program.
//
// Shapes are centred at the origin of their local space (points, y down).
// Radii are per corner: x = top-left (minXminY), y = top-right (maxXminY),
// z = bottom-right (maxXmaxY), w = bottom-left (minXmaxY).

float cornerRadiusAt(vec2 p, vec4 radii) {
    return p.x < 0.0 ? (p.y < 0.0 ? radii.x : radii.w) : (p.y < 0.0 ? radii.y : radii.z);
}

// The continuous corner's superellipse exponent (CALayerCornerCurve.continuousExponent):
// it cuts the diagonal where the circular corner of the same radius does.
const float kContinuousExponent = 3.258816;

// Signed distance (negative inside) and whether p is in a rounded corner's square.
// A negative radius is a continuous corner (cornerCurve) spanning -r along its edges:
// the superellipse quadrant (x/s)^n + (y/s)^n = 1, whose implicit value times s is a
// distance to first order, which is all the one-pixel coverage ramp needs.
float roundedRectDistance(vec2 p, vec2 halfSize, vec4 radii, out bool inCorner) {
    float r = cornerRadiusAt(p, radii);
    if (r < 0.0) {
        float s = -r;
        vec2 q = abs(p) - halfSize + s;
        inCorner = q.x > 0.0 && q.y > 0.0;
        if (inCorner) {
            vec2 u = q / s;
            float n = kContinuousExponent;
            return (pow(pow(u.x, n) + pow(u.y, n), 1.0 / n) - 1.0) * s;
        }
        return max(q.x, q.y) - s;
    }
    vec2 q = abs(p) - halfSize + r;
    inCorner = r > 0.0 && q.x > 0.0 && q.y > 0.0;
    return min(max(q.x, q.y), 0.0) + length(max(q, 0.0)) - r;
}

// Which straight edge of the rect is nearest p: the bits of CAEdgeAntialiasingMask,
// 1 minX (left), 2 maxX (right), 4 minY (bottom), 8 maxY (top).
int nearestEdgeBit(vec2 p, vec2 halfSize) {
    vec2 q = abs(p) - halfSize;
    if (q.x > q.y) {
        return p.x < 0.0 ? 1 : 2;
    }
    return p.y < 0.0 ? 4 : 8;
}

// Coverage of the rounded rect at p. Corners are always smooth; a straight edge is
// smooth only where `smoothEdges` (allowsEdgeAntialiasing's edgeAntialiasingMask, as
// bits) names it. The others are hard: with no smooth edge the rasterizer already cut
// the geometry at them; with some, the geometry was padded for those, and the hard
// ones cut here.
float roundedRectCoverage(vec2 p, vec2 halfSize, vec4 radii, float smoothEdges) {
    bool inCorner;
    float d = roundedRectDistance(p, halfSize, radii, inCorner);
    float pixel = max(length(vec2(dFdx(d), dFdy(d))), 1e-6);
    float smoothCoverage = clamp(0.5 - d / pixel, 0.0, 1.0);
    int mask = int(smoothEdges + 0.5);
    if (inCorner || (mask & nearestEdgeBit(p, halfSize)) != 0) {
        return smoothCoverage;
    }
    if (d <= 0.0) {
        return 1.0;
    }
    return mask == 0 ? smoothCoverage : 0.0;
}

// Coverage of a rounded clip given in homogeneous clip-local coordinates.
// A clip with no rounded corners returns 1: its straight edges were cut on the CPU.
float clipCoverage(vec3 clipLocal, vec2 clipHalfSize, vec4 clipRadii) {
    vec4 spans = abs(clipRadii);   // continuous corners come negated
    if (max(max(spans.x, spans.y), max(spans.z, spans.w)) <= 0.0) {
        return 1.0;
    }
    vec2 p = clipLocal.xy / clipLocal.z;
    return roundedRectCoverage(p, clipHalfSize, clipRadii, 0.0);
}
