"""One embedded font set for a book joined from chapters.

WeasyPrint embeds, in each chapter's PDF, a subset of every font the chapter
uses, keeping each glyph's number in the font (``RETAIN_GIDS``), under a name
that depends only on the font (``BAWKYD+DejaVu-Serif`` in every chapter). A
book joined from 50 chapters would carry 50 subsets of the same font. Since the
glyph numbers are the font's own, the subsets can be put back together: for each
glyph, its outline and metrics from a subset that has it; the widths (``/W``)
and the text map (``ToUnicode``) are the union of the chapters'. Each font then
appears once in the book, with the glyphs the book uses.

Only what this module can read is merged (TrueType outlines, ``Identity-H``,
a text map of ``bfchar`` entries): any other font is left as it was, correct but
repeated.

>>> merge_widths([[1, [500, 600]], [3, [700], 1, [500]]])
{1: 500, 2: 600, 3: 700}
>>> pdf_widths({1: 500, 2: 600, 5: 700})
[1, [500, 600], 5, [700]]
"""

from __future__ import annotations

import hashlib
import re
import struct
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import pairwise
from typing import TYPE_CHECKING, Any, TypeVar, cast

if TYPE_CHECKING:
    import pikepdf

T = TypeVar("T")

#: Tables whose records are one per glyph in ways this module does not rebuild; left
#: out of a merged font (none is needed to draw a PDF's text).
DROPPED = {b"hdmx", b"LTSH", b"VDMX", b"vhea", b"vmtx", b"DSIG"}

_ENTRY = re.compile(rb"<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>")


class NotMerged(Exception):
    """A font this module does not merge (left as it was)."""


# ---------------------------------------------------------------------------
# TrueType: the subsets' glyphs put back together.


@dataclass(slots=True)
class Sfnt:
    """A TrueType font's tables, by tag."""

    version: bytes
    tables: dict[bytes, bytes]

    @classmethod
    def read(cls, data: bytes) -> Sfnt:
        if len(data) < 12:
            raise NotMerged("not a font")
        version = data[:4]
        if version not in (b"\x00\x01\x00\x00", b"true"):
            raise NotMerged("not TrueType outlines")
        (count,) = struct.unpack_from(">H", data, 4)
        tables = {}
        for i in range(count):
            tag, _, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
            if offset + length > len(data):
                raise NotMerged("a table beyond the end of the font")
            tables[tag] = data[offset:offset + length]
        for needed in (b"head", b"maxp", b"loca", b"glyf", b"hhea", b"hmtx"):
            if needed not in tables:
                raise NotMerged(f"no {needed.decode()} table")
        return cls(version, tables)

    @property
    def glyph_count(self) -> int:
        return int(struct.unpack_from(">H", self.tables[b"maxp"], 4)[0])

    def offsets(self) -> list[int]:
        loca = self.tables[b"loca"]
        n = self.glyph_count + 1
        if struct.unpack_from(">h", self.tables[b"head"], 50)[0] == 0:
            return [2 * v for v in struct.unpack_from(f">{n}H", loca)]
        return list(struct.unpack_from(f">{n}I", loca))

    def metric(self, gid: int) -> tuple[int, int]:
        """(advance, left side bearing) of a glyph."""
        (long_count,) = struct.unpack_from(">H", self.tables[b"hhea"], 34)
        long_count = max(long_count, 1)
        hmtx = self.tables[b"hmtx"]
        if gid < long_count:
            advance, bearing = struct.unpack_from(">Hh", hmtx, 4 * gid)
        else:
            (advance,) = struct.unpack_from(">H", hmtx, 4 * (long_count - 1))
            (bearing,) = struct.unpack_from(">h", hmtx, 4 * long_count + 2 * (gid - long_count))
        return int(advance), int(bearing)

    def write(self) -> bytes:
        tags = sorted(self.tables)
        count = len(tags)
        power = 1 << (count.bit_length() - 1)
        header = self.version + struct.pack(">HHHH", count, power * 16,
                                            power.bit_length() - 1, count * 16 - power * 16)
        offset = 12 + 16 * count
        records, bodies = [], []
        head_at = 0
        for tag in tags:
            body = self.tables[tag]
            if tag == b"head":
                body = body[:8] + b"\0\0\0\0" + body[12:]
                head_at = offset
            records.append(struct.pack(">4sIII", tag, _checksum(body), offset, len(body)))
            padded = body + b"\0" * (-len(body) % 4)
            bodies.append(padded)
            offset += len(padded)
        font = bytearray(header + b"".join(records) + b"".join(bodies))
        adjustment = (0xB1B0AFBA - _checksum(bytes(font))) & 0xFFFFFFFF
        struct.pack_into(">I", font, head_at + 8, adjustment)
        return bytes(font)


def _checksum(data: bytes) -> int:
    padded = data + b"\0" * (-len(data) % 4)
    return int(sum(struct.unpack(f">{len(padded) // 4}I", padded))) & 0xFFFFFFFF


#: The fonts merged lately, under the digests of their subsets (the subsets' own
#: bytes would be kept by their key).
_MERGED: dict[tuple[bytes, ...], bytes] = {}
_MERGED_KEPT = 16


def font_digest(font: bytes) -> bytes:
    """The digest a font program is known by in :func:`merged_again`."""
    return hashlib.blake2b(font, digest_size=16).digest()


def merged_again(key: tuple[bytes, ...], fonts: Callable[[], Sequence[bytes]]) -> bytes:
    """:func:`merge_truetype` of ``fonts()``, subsets known by ``key`` (their
    :func:`font_digest`), kept: the preview joins the book after each edit, and the
    chapters not laid out again (and mostly the one that was) bring the same subsets
    as last time."""
    merged = _MERGED.pop(key, None)
    if merged is None:
        merged = merge_truetype(fonts())
        if len(_MERGED) >= _MERGED_KEPT:
            del _MERGED[next(iter(_MERGED))]  # the least lately used
    _MERGED[key] = merged
    return merged


#: What was read from a font's streams and arrays, under the digest of what is
#: stored (the chapters of the cache bring the same fonts to every join): the font
#: programs' digests, the text maps, the widths.
_READ_BACK: dict[tuple[str, bytes], object] = {}
_READ_BACK_KEPT = 4096


def _kept(kind: str, stored: bytes, read: Callable[[], T]) -> T:
    """``read()``, kept under the digest of ``stored`` (the bytes it is read from,
    as the PDF stores them, with what decodes them)."""
    key = (kind, hashlib.blake2b(stored, digest_size=16).digest())
    found = _READ_BACK.get(key)
    if found is None:
        if len(_READ_BACK) >= _READ_BACK_KEPT:
            _READ_BACK.clear()
        found = _READ_BACK[key] = read()
    return cast(T, found)


def _stored(stream: pikepdf.Object) -> bytes:
    """A stream as stored: its filters and its bytes."""
    import pikepdf

    return bytes(stream.get("/Filter", pikepdf.Array()).unparse(resolved=True)) + b"\0" + (
        stream.read_raw_bytes())


def merge_truetype(fonts: Sequence[bytes]) -> bytes:
    """One font from subsets of the same font that kept the glyphs' numbers: each
    glyph's outline and metrics from a subset that has it."""
    if not fonts:
        raise NotMerged("no font")
    parsed = [Sfnt.read(f) for f in fonts]
    count = max(f.glyph_count for f in parsed)
    offsets = [f.offsets() for f in parsed]
    owner: dict[int, int] = {}  # glyph -> the first subset that has its outline
    for index, offs in enumerate(offsets):
        for gid in [g for g, (a, b) in enumerate(pairwise(offs)) if b > a]:
            owner.setdefault(gid, index)
    glyf = bytearray()
    loca = [0]
    hmtx = bytearray()
    for gid in range(count):
        found = owner.get(gid)
        if found is None:
            # No outline (a space, or a glyph no chapter uses): the metrics of the
            # first subset that has the glyph's number.
            index = next(i for i, f in enumerate(parsed) if gid < f.glyph_count)
            body = b""
        else:
            index = found
            offs = offsets[index]
            body = parsed[index].tables[b"glyf"][offs[gid]:offs[gid + 1]]
        glyf += body + b"\0" * (-len(body) % 4)
        loca.append(len(glyf))
        hmtx += struct.pack(">Hh", *parsed[index].metric(gid))
    base = max(parsed, key=lambda f: f.glyph_count)
    tables = {tag: data for tag, data in base.tables.items() if tag not in DROPPED}
    tables[b"glyf"] = bytes(glyf)
    tables[b"loca"] = struct.pack(f">{count + 1}I", *loca)
    tables[b"hmtx"] = bytes(hmtx)
    head = bytearray(base.tables[b"head"])
    struct.pack_into(">h", head, 50, 1)  # long offsets
    boxes = [struct.unpack_from(">4h", f.tables[b"head"], 36) for f in parsed]
    struct.pack_into(">4h", head, 36, min(b[0] for b in boxes), min(b[1] for b in boxes),
                     max(b[2] for b in boxes), max(b[3] for b in boxes))
    tables[b"head"] = bytes(head)
    maxp = bytearray(base.tables[b"maxp"])
    struct.pack_into(">H", maxp, 4, count)
    if len(maxp) >= 32:  # version 1.0: the largest of each limit
        limits = [struct.unpack_from(">13H", f.tables[b"maxp"], 6) for f in parsed
                  if len(f.tables[b"maxp"]) >= 32]
        struct.pack_into(">13H", maxp, 6, *(max(v) for v in zip(*limits, strict=True)))
    tables[b"maxp"] = bytes(maxp)
    hhea = bytearray(base.tables[b"hhea"])
    struct.pack_into(">H", hhea, 34, count)
    struct.pack_into(">H", hhea, 10, max((a for a, _ in _pairs(hmtx)), default=0))
    tables[b"hhea"] = bytes(hhea)
    post = tables.get(b"post")
    if post is not None and len(post) >= 32 and post[:4] != b"\x00\x03\x00\x00":
        tables[b"post"] = b"\x00\x03\x00\x00" + post[4:32]  # no glyph names
    return Sfnt(base.version, tables).write()


def _pairs(hmtx: bytes | bytearray) -> Iterator[tuple[int, int]]:
    for advance, bearing in struct.iter_unpack(">Hh", hmtx):
        yield int(advance), int(bearing)


# ---------------------------------------------------------------------------
# The PDF's font dictionaries.


def merge_widths(arrays: Iterable[Sequence[Any]]) -> dict[int, int | float]:
    """The glyphs' widths of several ``/W`` arrays, by glyph number."""
    widths: dict[int, int | float] = {}
    for array in arrays:
        items = list(array)
        i = 0
        while i < len(items):
            first = int(items[i])
            if i + 1 < len(items) and isinstance(items[i + 1], (list, tuple)):
                for n, w in enumerate(items[i + 1]):
                    widths.setdefault(first + n, _number(w))
                i += 2
            elif i + 2 < len(items):
                for gid in range(first, int(items[i + 1]) + 1):
                    widths.setdefault(gid, _number(items[i + 2]))
                i += 3
            else:
                raise NotMerged("a /W array cut short")
    return widths


def _number(value: Any) -> int | float:
    number = float(value)
    return int(number) if number.is_integer() else number


def pdf_widths(widths: dict[int, int | float]) -> list[Any]:
    """A ``/W`` array: runs of consecutive glyphs."""
    out: list[Any] = []
    run: list[int | float] = []
    for gid in sorted(widths):
        if gid - 1 not in widths:
            run = []
            out += [gid, run]
        run.append(widths[gid])
    return out


def read_to_unicode(data: bytes) -> dict[int, str]:
    """A ToUnicode map of ``bfchar`` entries (what WeasyPrint writes)."""
    if b"beginbfrange" in data:
        raise NotMerged("a ToUnicode map with ranges")
    found: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", data, re.S):
        for glyph, text in _ENTRY.findall(block):
            found.setdefault(int(glyph, 16), bytes.fromhex(text.decode()).decode(
                "utf-16-be", "replace"))
    return found


def write_to_unicode(mapping: dict[int, str]) -> bytes:
    lines = [b"/CIDInit /ProcSet findresource begin", b"12 dict begin", b"begincmap",
             b"/CIDSystemInfo", b"<< /Registry (Adobe)", b"/Ordering (UCS)",
             b"/Supplement 0", b">> def", b"/CMapName /Adobe-Identity-UCS def",
             b"/CMapType 2 def", b"1 begincodespacerange", b"<0000> <ffff>",
             b"endcodespacerange"]
    items = sorted(mapping.items())
    for start in range(0, len(items), 100):
        batch = items[start:start + 100]
        lines.append(f"{len(batch)} beginbfchar".encode())
        lines += [f"<{g:04x}> <{t.encode('utf-16-be').hex()}>".encode() for g, t in batch]
        lines.append(b"endbfchar")
    lines += [b"endcmap", b"CMapName currentdict /CMap defineresource pop", b"end", b"end"]
    return b"\n".join(lines)


def one_font_set(pdf: pikepdf.Pdf) -> int:
    """Merge, in ``pdf`` (a pikepdf ``Pdf``), the fonts of the same name that its
    pages (and their forms) use into one each. The fonts merged away are no longer
    reached, and not written when the document is saved. Returns the number of
    fonts merged."""
    import pikepdf

    resources = list(_font_resources(pdf))
    groups: dict[str, list[Any]] = {}
    seen: set[tuple[int, int]] = set()
    for fonts in resources:
        for _, font in fonts.items():
            if not font.is_indirect or font.objgen in seen:
                continue
            seen.add(font.objgen)
            if (isinstance(font, pikepdf.Dictionary)
                    and font.get(pikepdf.Name.Subtype) == pikepdf.Name.Type0):
                groups.setdefault(str(font.get(pikepdf.Name.BaseFont)), []).append(font)
    replace: dict[tuple[int, int], Any] = {}
    merged = 0
    for group in groups.values():
        if len(group) < 2:
            continue
        try:
            one = _merge_group(pdf, group)
        except NotMerged:
            continue
        except (KeyError, ValueError, TypeError, IndexError, AttributeError, struct.error,
                pikepdf.PdfError):
            continue  # a font not as WeasyPrint writes it: left as it was
        merged += 1
        for font in group:
            replace[font.objgen] = one
    if not replace:
        return 0
    for fonts in resources:
        for name, font in list(fonts.items()):
            if font.is_indirect and font.objgen in replace:
                fonts[name] = replace[font.objgen]
    return merged


def _font_resources(pdf: pikepdf.Pdf) -> Iterator[pikepdf.Object]:
    """Every ``/Font`` resource dictionary of the pages and of their forms, once."""
    import pikepdf

    seen: set[tuple[int, int]] = set()

    def first_time(item: Any) -> bool:
        if not item.is_indirect:
            return True  # held by one place only
        if item.objgen in seen:
            return False
        seen.add(item.objgen)
        return True

    stack = [page.obj.get(pikepdf.Name.Resources) for page in pdf.pages]
    while stack:
        res = stack.pop()
        if res is None or not first_time(res):
            continue
        fonts = res.get(pikepdf.Name.Font)
        if fonts is not None and first_time(fonts):
            yield fonts
        forms = res.get(pikepdf.Name.XObject)
        if forms is not None:
            for _, form in forms.items():
                if (form.get(pikepdf.Name.Subtype) == pikepdf.Name.Form
                        and pikepdf.Name.Resources in form):
                    stack.append(form.Resources)


def _merge_group(pdf: pikepdf.Pdf, fonts: Sequence[pikepdf.Object]) -> pikepdf.Object:
    """One Type0 font (made indirect in ``pdf``) for ``fonts``, Type0 fonts of the
    same name."""
    import pikepdf

    name = pikepdf.Name
    descendants = []
    for font in fonts:
        if font.get(name.Encoding) != name("/Identity-H"):
            raise NotMerged("not Identity-H")
        kids = font.DescendantFonts
        if len(kids) != 1:
            raise NotMerged("not one descendant font")
        cid = kids[0]
        if (cid.get(name.Subtype) != name.CIDFontType2
                or cid.get(name.CIDToGIDMap) != name.Identity):
            raise NotMerged("not TrueType by glyph number")
        descriptor = cid.FontDescriptor
        if name.FontFile2 not in descriptor:
            raise NotMerged("no TrueType font file")
        descendants.append((cid, descriptor))
    files = [d.FontFile2 for _, d in descendants]
    key = tuple(_kept("digest", _stored(f), partial(_program_digest, f)) for f in files)
    program = merged_again(key, lambda: [f.read_bytes() for f in files])
    widths: dict[int, int | float] = {}
    for cid, _ in descendants:
        array = cid.get(name.W, pikepdf.Array())
        for gid, width in _kept("widths", bytes(array.unparse(resolved=True)),
                                partial(_widths, array)).items():
            widths.setdefault(gid, width)
    text: dict[int, str] = {}
    for font in fonts:
        if name.ToUnicode in font:
            stream = font.ToUnicode
            for gid, chars in _kept("text", _stored(stream),
                                    partial(_text, stream)).items():
                text.setdefault(gid, chars)

    first_font, (first_cid, first_descriptor) = fonts[0], descendants[0]
    descriptor = _copy(first_descriptor, ())
    font_file = pikepdf.Stream(pdf, program)
    font_file.Length1 = len(program)
    descriptor.FontFile2 = font_file
    if name.CIDSet in descriptor:
        del descriptor.CIDSet
    boxes = [[float(v) for v in d.FontBBox] for _, d in descendants]
    descriptor.FontBBox = pikepdf.Array([
        _number(min(b[0] for b in boxes)), _number(min(b[1] for b in boxes)),
        _number(max(b[2] for b in boxes)), _number(max(b[3] for b in boxes))])
    flags = int(first_descriptor.get(name.Flags, 0)) & ~1
    if len(widths) > 1 and len(set(widths.values())) == 1:
        flags |= 1  # fixed pitch
    descriptor.Flags = flags
    cid = _copy(first_cid, ("/FontDescriptor",))
    cid.FontDescriptor = pdf.make_indirect(descriptor)
    cid.W = pikepdf.Array([pikepdf.Array(item) if isinstance(item, list) else item
                           for item in pdf_widths(widths)])
    font = _copy(first_font, ("/DescendantFonts", "/ToUnicode"))
    font.DescendantFonts = pikepdf.Array([pdf.make_indirect(cid)])
    if text:
        font.ToUnicode = pikepdf.Stream(pdf, write_to_unicode(text))
    return pdf.make_indirect(font)


def _program_digest(stream: pikepdf.Object) -> bytes:
    return font_digest(stream.read_bytes())


def _widths(array: pikepdf.Object) -> dict[int, int | float]:
    return merge_widths([_plain(array)])


def _text(stream: pikepdf.Object) -> dict[int, str]:
    return read_to_unicode(stream.read_bytes())


def _plain(array: Any) -> list[Any]:
    """A ``/W`` array as Python lists and numbers."""
    import pikepdf

    return [_plain(item) if isinstance(item, pikepdf.Array) else _number(item)
            for item in array]


def _copy(source: pikepdf.Object, leave: Sequence[str]) -> pikepdf.Dictionary:
    """A new dictionary with ``source``'s entries (shared), less ``leave``."""
    import pikepdf

    copy = pikepdf.Dictionary()
    for key, value in source.items():
        if key not in leave:
            copy[key] = value
    return copy
