// A pass's image placed as `textured_quad` places it; `blend_quad.frag` blends it onto the backdrop.
#include "textured_quad.vert"
