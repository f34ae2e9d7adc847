// A pass's image placed as `textured_quad` places it; `color_matrix.frag` maps its colours.
#include "textured_quad.vert"
