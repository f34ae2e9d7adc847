// What Pango's headers include, found through pkg-config files that SwiftPM accepts whole:
// GLib and GObject (Pango's object model), HarfBuzz (its shaping types) and Cairo (drawing).
#ifndef LAYERKIT_CPANGODEPENDENCIES_H
#define LAYERKIT_CPANGODEPENDENCIES_H
#include <glib-object.h>
#include <hb.h>
#include <cairo.h>
#endif
