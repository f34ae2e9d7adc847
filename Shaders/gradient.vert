// CAGradientLayer: the same vertices as every solid primitive (the rounded bounds,
// mapped to target pixels on the CPU), so the vertex stage is layer_quad's.
#include "layer_quad.vert"
