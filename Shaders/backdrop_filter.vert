// A layer's bounds placed as `textured_quad` places a quad; `backdrop_filter.frag` shades them.
#include "textured_quad.vert"
