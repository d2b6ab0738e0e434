"""
Rewrites a font's glyph-pair kerning as one class-pair table per lookup, with kerning values
rounded to 1/200 em and values under 1/100 em dropped; called by scripts/subset-fonts.ts.

Merriweather's kerning is some 12,500 glyph pairs (PairPos format 1) in 20 subtables: 61 kB of
its 72 kB of tables and two thirds of its WOFF2 file. As a matrix of first glyph by second glyph
(format 2, a class per glyph where rows or columns differ) the same pairs compress better, and
rounding makes more of the matrix repeat. The error this allows is at most 1/100 em: 0.4 px on a
40 px heading, where the pairs that matter to the eye (AV, To, Ye) move by 1/20 em or more.

Only lookups whose subtables are all format 1 pairs adjusting the first glyph's advance are
rewritten; anything else (mark positioning, variable fonts' device tables) is left as it is.
Prints the largest difference from the original, in font units, for every pair.

usage: python3 scripts/compact-kerning.py FONT.woff2   (rewrites the file in place)
"""
import sys

from fontTools.otlLib.builder import buildPairPosClassesSubtable
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import otTables as ot

DROP_BELOW_EM = 1 / 100
ROUND_TO_EM = 1 / 200


def pair_subtables(lookup):
    """The lookup's PairPos subtables (unwrapped from extensions), or None when it is anything else."""
    tables = [s.ExtSubTable if lookup.LookupType == 9 else s for s in lookup.SubTable]
    if all(getattr(t, "LookupType", 2) == 2 and t.Format == 1 and t.ValueFormat1 == 4 and t.ValueFormat2 == 0 for t in tables):
        return tables
    return None


def pairs_of(tables):
    """(first, second) -> x-advance adjustment, the first subtable that has a pair winning, as in shaping."""
    pairs = {}
    for table in tables:
        for first, pair_set in zip(table.Coverage.glyphs, table.PairSet):
            for record in pair_set.PairValueRecord:
                pairs.setdefault((first, record.SecondGlyph), getattr(record.Value1, "XAdvance", 0) or 0)
    return pairs


def compact(pairs, upm):
    drop, step = DROP_BELOW_EM * upm, ROUND_TO_EM * upm
    return {k: int(round(v / step) * step) for k, v in pairs.items() if abs(v) >= drop and round(v / step)}


def class_subtable(pairs, glyph_map):
    firsts = sorted({a for a, _ in pairs}, key=glyph_map.get)
    seconds = sorted({b for _, b in pairs}, key=glyph_map.get)
    rows, cols = {}, {}
    for a in firsts:
        rows.setdefault(tuple(pairs.get((a, b), 0) for b in seconds), []).append(a)
    for b in seconds:
        cols.setdefault(tuple(pairs.get((a, b), 0) for a in firsts), []).append(b)
    by_class = {}
    for g1s in rows.values():
        for g2s in cols.values():
            value = pairs.get((g1s[0], g2s[0]), 0)
            if value:
                record = ot.ValueRecord()
                record.XAdvance = value
                by_class[(tuple(g1s), tuple(g2s))] = (record, None)
    return buildPairPosClassesSubtable(by_class, glyph_map)


def value_in(subtable, first, second):
    if first not in subtable.Coverage.glyphs:
        return 0
    c1 = subtable.ClassDef1.classDefs.get(first, 0)
    c2 = subtable.ClassDef2.classDefs.get(second, 0)
    record = subtable.Class1Record[c1].Class2Record[c2].Value1
    return getattr(record, "XAdvance", 0) or 0


def main(path):
    font = TTFont(path, recalcTimestamp=False)
    if "GPOS" not in font or "fvar" in font:
        print(f"{path}: no static GPOS, left as it is")
        return
    upm = font["head"].unitsPerEm
    glyph_map = font.getReverseGlyphMap()
    worst = 0
    for lookup in font["GPOS"].table.LookupList.Lookup:
        tables = pair_subtables(lookup)
        if not tables:
            continue
        original = pairs_of(tables)
        subtable = class_subtable(compact(original, upm), glyph_map)
        for (a, b), v in original.items():
            worst = max(worst, abs(value_in(subtable, a, b) - v))
        if lookup.LookupType == 9:
            ext = ot.ExtensionPos()
            ext.Format = 1
            ext.ExtensionLookupType = 2
            ext.ExtSubTable = subtable
            subtable = ext
        lookup.SubTable = [subtable]
        lookup.SubTableCount = 1
    limit = max(DROP_BELOW_EM, ROUND_TO_EM / 2) * upm
    if worst > limit:
        raise SystemExit(f"{path}: a pair moved by {worst} units, more than {limit}")
    font.save(path)
    print(f"{path}: kerning as class pairs, largest change {worst} of {upm} units per em")


if __name__ == "__main__":
    main(sys.argv[1])
