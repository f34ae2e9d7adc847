// Pango (text layout) drawing through Cairo (rasterization), for CATextLayer.
// Libraries and include paths come from pkg-config's `pangocairo`.
#ifndef LAYERKIT_CPANGOCAIRO_SHIM_H
#define LAYERKIT_CPANGOCAIRO_SHIM_H
#include <pango/pangocairo.h>
// PANGO_SCALE is a plain macro, but give Swift a typed constant to multiply by.
static const int LAYERKIT_PANGO_SCALE = PANGO_SCALE;
#endif
