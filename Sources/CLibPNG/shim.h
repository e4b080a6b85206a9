#ifndef FLIPBOOK_CLIBPNG_SHIM_H
#define FLIPBOOK_CLIBPNG_SHIM_H
#include <png.h>

/* Swift does not import function-like or composite macros, so the few values of libpng's
 * simplified API that Flipbook needs are re-exported as plain constants. */
static const png_uint_32 flipbook_png_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 flipbook_png_format_rgba = PNG_FORMAT_RGBA;
static const png_uint_32 flipbook_png_image_flag_fast = PNG_IMAGE_FLAG_FAST;

#endif
