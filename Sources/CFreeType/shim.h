#ifndef FLIPBOOK_CFREETYPE_SHIM_H
#define FLIPBOOK_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H

/* Swift does not import FreeType's composite macros, so the few flags Flipbook needs are re-exported as plain
 * constants. Outlines are read in font units, unhinted and without embedded bitmaps. */
static const FT_Int32 flipbook_ft_load_outline = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
static const FT_Int32 flipbook_ft_load_advance = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING;
static const int flipbook_ft_outline_even_odd_fill = FT_OUTLINE_EVEN_ODD_FILL;
static const FT_Long flipbook_ft_face_flag_kerning = FT_FACE_FLAG_KERNING;
static const FT_Long flipbook_ft_face_flag_scalable = FT_FACE_FLAG_SCALABLE;
static const FT_Long flipbook_ft_face_flag_glyph_names = FT_FACE_FLAG_GLYPH_NAMES;
static const FT_Glyph_Format flipbook_ft_glyph_format_outline = FT_GLYPH_FORMAT_OUTLINE;

#endif
