#ifndef FLIPBOOK_PNG_H
#define FLIPBOOK_PNG_H

#include <stddef.h>
#include <stdint.h>

/* PNG decoding to 8-bit straight-alpha RGBA through libpng's regular (row by row) API.
 *
 * libpng reports errors by longjmp from its error callback, which Swift cannot call through, so the
 * whole libpng session lives in this C target and ends here on every path, with its memory freed. */

/** The outcome of flipbook_png_decode_rgba8. */
typedef enum flipbook_png_status {
    /** Decoded (or, without a pixel buffer, the size was read and is within the limits). */
    flipbook_png_ok = 0,
    /** libpng refused the data; the message holds libpng's text. */
    flipbook_png_libpng_error = 1,
    /** width × height exceeds the pixel limit. */
    flipbook_png_pixel_limit_exceeded = 2,
    /** A row of width × 4 bytes would not fit in an int32 (libpng's row size limit). */
    flipbook_png_row_too_wide = 3,
    /** The pixel buffer passed is not width × height × 4 bytes. */
    flipbook_png_buffer_size_mismatch = 4,
} flipbook_png_status;

/** What flipbook_png_decode_rgba8 found. */
typedef struct flipbook_png_result {
    /** The image width from the header (0 if the header was not read). */
    uint32_t width;
    /** The image height from the header (0 if the header was not read). */
    uint32_t height;
    /** libpng's error text for flipbook_png_libpng_error, NUL-terminated; empty otherwise. */
    char message[200];
} flipbook_png_result;

/** Decodes the PNG file in bytes[0..<count] into RGBA8, 4 bytes a pixel, top row first, straight alpha.
 *
 * Every colour type and bit depth gives the stored samples: palettes and grey are expanded, tRNS becomes
 * alpha (a colour key gives alpha 0), missing alpha is 255, 16-bit samples are scaled to 8 bits with
 * rounding (png_set_scale_16), Adam7 interlacing is undone. No gamma or colour conversion is made.
 *
 * Call it twice: with pixels NULL it reads the header, checks width × height against pixel_limit and
 * the row size, and fills result->width and result->height; then with a buffer of exactly
 * width × height × 4 bytes (pixels_size) it decodes into it. libpng allocates only its row buffers
 * (a few rows), never the image. Returns flipbook_png_ok or the reason for refusing the data. */
flipbook_png_status flipbook_png_decode_rgba8(
    const uint8_t *bytes,
    size_t count,
    size_t pixel_limit,
    uint8_t *pixels,
    size_t pixels_size,
    flipbook_png_result *result);

#endif
