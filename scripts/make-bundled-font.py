#!/usr/bin/env python3
"""Builds Flipbook's bundled font: Noto Sans CJK SC Regular cut down to Latin + GB2312.

Input: Debian's fonts-noto-cjk (`NotoSansCJK-Regular.ttc`, face 2 = SC). Needs fontTools (`pip install fonttools`
in a throwaway venv). Output: Sources/FlipbookText/Resources/NotoSansCJKsc-Subset.otf, and the test fixtures under
Tests/FlipbookTextTests/Fixtures (small TrueType-flavoured faces built from the same outlines, see `fixtures`).

What it does:
  * keeps Basic Latin, Latin-1, Latin Extended-A, general punctuation, currency, CJK symbols and punctuation,
    full-width forms, and the 7,445 characters of GB2312 (6,763 hanzi + symbols);
  * drops hinting (Flipbook draws unhinted outlines) and OpenType layout tables (Flipbook does not shape);
  * converts the GPOS `kern` feature's pair adjustments between the kept Latin glyphs into a legacy `kern` table,
    which FreeType's FT_Get_Kerning reads.

The result is a Modified Version under the SIL Open Font License 1.1 (see OFL.txt beside the font).
"""
import sys
from pathlib import Path

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont, newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
from fontTools import subset

SOURCE = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources/FlipbookText/Resources/NotoSansCJKsc-Subset.otf"
FIXTURES = ROOT / "Tests/FlipbookTextTests/Fixtures"

LATIN = set(range(0x20, 0x7F)) | set(range(0xA0, 0x180))
PUNCTUATION = set(range(0x2000, 0x2070)) | set(range(0x20A0, 0x20C0)) | {0x2122, 0x2190, 0x2191, 0x2192, 0x2193}
CJK_PUNCTUATION = set(range(0x3000, 0x3040)) | set(range(0xFF00, 0xFFF0))


def gb2312():
    characters = set()
    for row in range(0xA1, 0xF8):
        for cell in range(0xA1, 0xFF):
            try:
                characters.add(ord(bytes([row, cell]).decode("gb2312")))
            except UnicodeDecodeError:
                pass
    return characters


def kerning_pairs(font, glyphs):
    """Pair adjustments (first, second) -> x advance delta from GPOS lookups of the `kern` feature."""
    gpos = font["GPOS"].table
    lookups = set()
    for record in gpos.FeatureList.FeatureRecord:
        if record.FeatureTag == "kern":
            lookups.update(record.Feature.LookupListIndex)
    pairs = {}
    for index in sorted(lookups):
        lookup = gpos.LookupList.Lookup[index]
        for table in lookup.SubTable:
            if lookup.LookupType == 9:
                table = table.ExtSubTable
            if table.LookupType != 2:
                continue
            firsts = [g for g in table.Coverage.glyphs if g in glyphs]
            if table.Format == 1:
                for first, pair_set in zip(table.Coverage.glyphs, table.PairSet):
                    if first not in glyphs:
                        continue
                    for record in pair_set.PairValueRecord:
                        value = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                        if record.SecondGlyph in glyphs and value:
                            pairs.setdefault((first, record.SecondGlyph), value)
            elif table.Format == 2:
                class1 = table.ClassDef1.classDefs
                class2 = table.ClassDef2.classDefs
                for first in firsts:
                    row = table.Class1Record[class1.get(first, 0)]
                    for second in glyphs:
                        record = row.Class2Record[class2.get(second, 0)]
                        value = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                        if value:
                            pairs.setdefault((first, second), value)
    return pairs


def truetype_face(source, text, family, ascent, descent, line_gap, kerning):
    """A small TrueType (quadratic `glyf`) face holding `text`'s glyphs from `source`, with its own metrics."""
    cmap = source.getBestCmap()
    glyph_set = source.getGlyphSet()
    mapping = {ord(c): cmap[ord(c)] for c in text}
    names = [".notdef"] + sorted(set(mapping.values()), key=lambda n: source.getGlyphID(n))
    glyphs = {}
    for name in names:
        pen = TTGlyphPen(None)
        glyph_set[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
        glyphs[name] = pen.glyph()
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap(mapping)
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({n: (glyph_set[n].width, getattr(glyphs[n], "xMin", 0)) for n in names})
    builder.setupHorizontalHeader(ascent=ascent, descent=descent, lineGap=line_gap)
    builder.setupNameTable({"familyName": family, "styleName": "Regular",
                            "psName": family.replace(" ", "") + "-Regular"})
    builder.setupOS2(sTypoAscender=ascent, sTypoDescender=descent, sTypoLineGap=line_gap,
                     usWinAscent=ascent, usWinDescent=-descent)
    builder.setupPost()
    if kerning:
        kern = newTable("kern")
        kern.version = 0
        table = KernTable_format_0()
        table.version, table.coverage, table.format = 0, 1, 0
        table.kernTable = {(mapping[ord(a)], mapping[ord(b)]): value for (a, b), value in kerning.items()}
        kern.kernTables = [table]
        builder.font["kern"] = kern
    return builder.font


def fixtures(bundled):
    """Test faces: a Latin-only TrueType font (for cmap fallback and quadratic outlines) and a two-face TTC."""
    FIXTURES.mkdir(parents=True, exist_ok=True)
    latin = truetype_face(bundled, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,", "Flipbook Latin Fixture",
                          ascent=800, descent=-200, line_gap=100, kerning={("A", "V"): -80})
    latin.save(str(FIXTURES / "LatinFixture.ttf"))
    han = truetype_face(bundled, "登录航班 ", "Flipbook Han Fixture", ascent=880, descent=-120, line_gap=0, kerning=None)
    collection = TTCollection()
    collection.fonts = [latin, han]
    collection.save(str(FIXTURES / "PairFixture.ttc"))


def main():
    font = TTCollection(str(SOURCE)).fonts[2]
    assert font["name"].getDebugName(4) == "Noto Sans CJK SC", "face 2 of the collection must be Noto Sans CJK SC"
    unicodes = LATIN | PUNCTUATION | CJK_PUNCTUATION | gb2312()
    options = subset.Options()
    options.hinting = False
    options.desubroutinize = False
    options.layout_features = ["kern"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)

    cmap = font.getBestCmap()
    latin_glyphs = {cmap[c] for c in LATIN | PUNCTUATION if c in cmap}
    pairs = kerning_pairs(font, latin_glyphs)
    kern = newTable("kern")
    kern.version = 0
    table = KernTable_format_0()
    table.version, table.coverage, table.format = 0, 1, 0
    assert len(pairs) <= 10920, "a format 0 kern subtable holds at most 10,920 pairs"
    table.kernTable = dict(sorted(pairs.items()))
    kern.kernTables = [table]
    font["kern"] = kern
    for tag in ("GPOS", "GSUB", "GDEF", "BASE"):
        if tag in font:
            del font[tag]
    font.save(str(OUTPUT))
    print(f"{OUTPUT}: {font['maxp'].numGlyphs} glyphs, {len(pairs)} kerning pairs, {OUTPUT.stat().st_size} bytes")
    fixtures(TTFont(str(OUTPUT)))


if __name__ == "__main__":
    main()
