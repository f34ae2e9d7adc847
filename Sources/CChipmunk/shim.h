// Chipmunk2D 7 (Debian: libchipmunk-dev), the 2D rigid-body physics behind demo 2.
// Debian ships no pkg-config file for it: the headers are in /usr/include/chipmunk and
// the library is plain -lchipmunk. It is built with doubles (CP_USE_DOUBLES defaults to 1
// off Apple platforms), so cpFloat is Double in Swift.
#ifndef LAYERKIT_CCHIPMUNK_SHIM_H
#define LAYERKIT_CCHIPMUNK_SHIM_H
#include <chipmunk/chipmunk.h>
#endif
