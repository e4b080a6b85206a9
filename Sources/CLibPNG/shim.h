#ifndef FLIPBOOK_CLIBPNG_SHIM_H
#define FLIPBOOK_CLIBPNG_SHIM_H
#include <png.h>
#endif
