// libpng's simplified API (png_image_*), used to read and write RGBA PNG files.
#ifndef LAYERKIT_CPNG_SHIM_H
#define LAYERKIT_CPNG_SHIM_H
#include <png.h>
// PNG_FORMAT_RGBA is a compound macro Swift cannot import; expose it as a constant.
static const unsigned int LAYERKIT_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
#endif
