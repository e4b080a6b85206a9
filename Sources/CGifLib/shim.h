#ifndef FLIPBOOK_CGIFLIB_SHIM_H
#define FLIPBOOK_CGIFLIB_SHIM_H
/* giflib's whole API (DGif… decoding, EGif… encoding) imports as it is. */
#include <gif_lib.h>
#endif
