// Pango (text layout) drawing through Cairo (rasterization), for CATextLayer.
//
// `pango` beside this header links to the system's /usr/include/pango-1.0/pango, the one include
// directory that only Pango's own pkg-config files give: those bring `-pthread` through gio and
// gmodule, which SwiftPM refuses with a warning. SwiftPM puts this target's include directory on
// every dependent's search path, so `<pango/...>` resolves here; glib, gobject, HarfBuzz and Cairo
// come from CPangoDependencies' pkg-config files, which carry no such flag.
#ifndef LAYERKIT_CPANGOCAIRO_SHIM_H
#define LAYERKIT_CPANGOCAIRO_SHIM_H
#include <pango/pangocairo.h>
// PANGO_SCALE is a plain macro, which Swift cannot import: a typed constant to multiply by.
extern const int LAYERKIT_PANGO_SCALE;
#endif
