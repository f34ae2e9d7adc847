// libwebp's decoding API (WebPGetFeatures, WebPDecodeRGBAInto), for WebP image files.
// libwebp reports errors by return value, so Swift calls it directly; nothing to wrap.
#ifndef LAYERKIT_CWEBP_SHIM_H
#define LAYERKIT_CWEBP_SHIM_H
#include <webp/decode.h>
#endif
