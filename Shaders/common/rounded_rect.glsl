// Coverage of rounded rectangles, shared by every program.
//
// Shapes are centred at the origin of their local space (points, y down).
// Radii are per corner: x = top-left (minXminY), y = top-right (maxXminY),
// z = bottom-right (maxXmaxY), w = bottom-left (minXmaxY).
//
// Features: a program that defines COVERAGE_VARIANT (a variant of `layer_quad`, chosen per
// batch by CoverageFeatures) gets only the features it also defines; every other program
// gets them all. GPUs and llvmpipe run both sides of a branch, so code left out is the only
// code not paid for at every pixel.
#ifndef COVERAGE_VARIANT
#define COVERAGE_PATH
#define COVERAGE_BORDER
#define COVERAGE_CONTINUOUS
#define COVERAGE_EDGE_MASK
#define COVERAGE_CLIP
#define COVERAGE_ROUNDED_RECT
#endif

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
#ifdef COVERAGE_CONTINUOUS
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
#endif
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
#ifndef COVERAGE_EDGE_MASK
    // No straight edge named in the mask: only the corners (and, outside, the fringe) ramp.
    return inCorner || d > 0.0 ? smoothCoverage : 1.0;
#else
    int mask = int(smoothEdges + 0.5);
    if (inCorner || (mask & nearestEdgeBit(p, halfSize)) != 0) {
        return smoothCoverage;
    }
    if (d <= 0.0) {
        return 1.0;
    }
    return mask == 0 ? smoothCoverage : 0.0;
#endif
}

#ifdef COVERAGE_PATH
// Coverage of a tessellated path (CAShapeLayer) from `d`, two distances outside edges in layer
// units, negative inside (a fringe's from its edge; an interior piece's from the boundary lines
// on either side): it ramps from 1 half a pixel inside each edge to 0 half a pixel outside, as a
// pixel's area covered by a straight edge does.
float pathCoverage(vec2 d) {
    vec2 dx = dFdx(d), dy = dFdy(d);
    vec2 pixel = max(sqrt(dx * dx + dy * dy), 1e-6);
    vec2 ramps = clamp(0.5 - d / pixel, 0.0, 1.0);
    return ramps.x * ramps.y;
}
#endif

// Coverage of a rounded clip given in homogeneous clip-local coordinates.
// A clip with no rounded corners returns 1: its straight edges were cut on the CPU.
//
// A program built with NO_ROUNDED_CLIP (a variant for draws under no rounded clip) returns 1 at
// once: llvmpipe runs the rounded rectangle's code below, continuous corners' `pow`s and all, at
// every pixel whether or not any lane needs it.
float clipCoverage(vec3 clipLocal, vec2 clipHalfSize, vec4 clipRadii) {
#ifdef NO_ROUNDED_CLIP
    return 1.0;
#endif
    vec4 spans = abs(clipRadii);   // continuous corners come negated
    if (max(max(spans.x, spans.y), max(spans.z, spans.w)) <= 0.0) {
        return 1.0;
    }
    vec2 p = clipLocal.xy / clipLocal.z;
    return roundedRectCoverage(p, clipHalfSize, clipRadii, 0.0);
}
