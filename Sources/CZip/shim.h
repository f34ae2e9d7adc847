// libzip's archive reading API (zip_open_from_source, zip_fread, …), for dotLottie files.
#ifndef LAYERKIT_CZIP_SHIM_H
#define LAYERKIT_CZIP_SHIM_H
#include <zip.h>
#endif
