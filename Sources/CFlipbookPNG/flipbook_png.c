#include "flipbook_png.h"

#include <png.h>
#include <setjmp.h>
#include <string.h>

/* The bytes libpng reads from, and where the next read starts. */
typedef struct flipbook_png_source {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
} flipbook_png_source;

/* libpng's read callback: the next `length` bytes, or an error when fewer are left. */
static void flipbook_png_read_bytes(png_structp png, png_bytep destination, size_t length) {
    flipbook_png_source *source = (flipbook_png_source *)png_get_io_ptr(png);
    if (length > source->count - source->offset) {
        png_error(png, "read beyond end of data");
    }
    memcpy(destination, source->bytes + source->offset, length);
    source->offset += length;
}

/* libpng's error callback: keeps the message and jumps back to the setjmp in
 * flipbook_png_decode_rgba8 (returning would make libpng print to stderr first). */
static void flipbook_png_error(png_structp png, png_const_charp message) {
    flipbook_png_result *result = (flipbook_png_result *)png_get_error_ptr(png);
    size_t length = message != NULL ? strnlen(message, sizeof result->message - 1) : 0;
    if (length > 0) {
        memcpy(result->message, message, length);
    }
    result->message[length] = '\0';
    png_longjmp(png, 1);
}

/* libpng's warning callback: warnings (and benign errors, made warnings) are not reported, as
 * libpng's simplified API does not report them either. */
static void flipbook_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* Asks libpng for 8-bit RGBA of the stored samples, whatever the colour type and bit depth. */
static void flipbook_png_request_rgba8(png_structp png, png_infop info) {
    png_byte color_type = png_get_color_type(png, info);
    png_set_expand(png); /* palette → RGB, grey below 8 bits → 8 bits, tRNS → alpha */
    if (png_get_bit_depth(png, info) == 16) {
        png_set_scale_16(png); /* v · 255 / 65535, rounded: v · 257 reads back as v */
    }
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) {
        png_set_gray_to_rgb(png);
    }
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER); /* only where there is no alpha yet */
}

flipbook_png_status flipbook_png_decode_rgba8(
    const uint8_t *bytes,
    size_t count,
    size_t pixel_limit,
    uint8_t *pixels,
    size_t pixels_size,
    flipbook_png_result *result) {
    memset(result, 0, sizeof *result);
    flipbook_png_source source = {bytes, count, 0};

    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, result, flipbook_png_error, flipbook_png_warning);
    if (png == NULL) {
        strcpy(result->message, "out of memory (png_create_read_struct)");
        return flipbook_png_libpng_error;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        strcpy(result->message, "out of memory (png_create_info_struct)");
        return flipbook_png_libpng_error;
    }
    /* `png` and `info` are not changed after this point, so they are valid after a longjmp. */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return flipbook_png_libpng_error;
    }
    png_set_benign_errors(png, 1 /* warn */);
    png_set_read_fn(png, &source, flipbook_png_read_bytes);
    png_read_info(png, info);

    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    result->width = width;
    result->height = height;
    /* Both are at most 2³¹ - 1 (libpng checks IHDR), so the product fits in 64 bits. */
    uint64_t pixel_count = (uint64_t)width * (uint64_t)height;
    flipbook_png_status refusal = flipbook_png_ok;
    if (pixel_count > (uint64_t)pixel_limit || pixel_count > SIZE_MAX / 4) {
        refusal = flipbook_png_pixel_limit_exceeded;
    } else if (width > INT32_MAX / 4) {
        refusal = flipbook_png_row_too_wide;
    } else if (pixels != NULL && pixels_size != (size_t)pixel_count * 4) {
        refusal = flipbook_png_buffer_size_mismatch;
    }
    if (refusal != flipbook_png_ok || pixels == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        return refusal;
    }

    flipbook_png_request_rgba8(png, info);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t row_bytes = (size_t)width * 4;
    if (png_get_rowbytes(png, info) != row_bytes) {
        png_error(png, "libpng's output is not 8-bit RGBA");
    }
    /* Each pass combines its pixels into the rows already written, so the image is its own row buffer. */
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) {
            png_read_row(png, pixels + (size_t)y * row_bytes, NULL);
        }
    }
    png_read_end(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return flipbook_png_ok;
}
