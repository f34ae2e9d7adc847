// libpng's simplified API (png_image_*), used to read and write RGBA PNG files.
#ifndef LAYERKIT_CPNG_SHIM_H
#define LAYERKIT_CPNG_SHIM_H
#include <png.h>
#endif
