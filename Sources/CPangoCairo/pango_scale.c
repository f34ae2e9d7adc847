// The one definition of LAYERKIT_PANGO_SCALE (see include/shim.h), taken from Pango's headers so
// that Swift never hard-codes the units Pango measures in.
#include "shim.h"

const int LAYERKIT_PANGO_SCALE = PANGO_SCALE;
