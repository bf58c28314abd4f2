// Each PDF embeds the subset of a face it uses, and fontkit writes that subset through its generic
// table encoder, field by field and glyph by glyph, for every document: about a seventh of a TRIM
// notice's time once the rest was trimmed (decision 82). This writes the same bytes directly. A
// subset holds nine tables (head, hhea, loca, maxp, cvt, prep, glyf, hmtx, fpgm) after a directory
// without checksums; five of them never change and two change in one count, so they are taken once
// per face from a subset fontkit wrote itself, and only the glyphs (glyf), their offsets (loca) and
// their metrics (hmtx) are written per document. Each glyph's bytes and metrics are read from the
// font once per process. tests/pdf compare this with fontkit's own output.

export interface FontkitFace {
  loca: { version: number; offsets: number[] };
  createSubset: () => FontkitSubset;
  getGlyph: (id: number) => {
    advanceWidth: number;
    _decode: () => { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null;
    _getMetrics: () => { leftBearing: number };
  };
  _getTableStream: (tag: string) => { pos: number; readBuffer: (length: number) => Uint8Array };
}
export interface FontkitSubset {
  font: FontkitFace;
  glyphs: number[];
  includeGlyph: (id: number) => number;
  encode: () => Uint8Array;
}

interface Glyph {
  bytes: Uint8Array;
  /** Where a composite glyph names its parts, to be renumbered in the subset. */
  components: { glyphID: number; pos: number }[] | null;
  advance: number;
  bearing: number;
}

interface Face {
  /** The directory and the tables of a subset fontkit wrote, by tag, in its order. */
  header: Uint8Array;
  tables: { tag: string; bytes: Uint8Array }[];
  glyphs: Map<number, Glyph>;
}

const faces = new WeakMap<FontkitFace, Face>();

function faceOf(font: FontkitFace): Face {
  let face = faces.get(font);
  if (face) return face;
  const written = font.createSubset().encode();
  const view = new DataView(written.buffer, written.byteOffset, written.byteLength);
  const count = view.getUint16(4);
  const tables = [];
  for (let i = 0; i < count; i++) {
    const entry = 12 + 16 * i;
    const tag = String.fromCharCode(...written.subarray(entry, entry + 4));
    const offset = view.getUint32(entry + 8);
    tables.push({ tag, bytes: written.slice(offset, offset + view.getUint32(entry + 12)) });
  }
  faces.set(font, (face = { header: written.slice(0, 12 + 16 * count), tables, glyphs: new Map() }));
  return face;
}

function glyphOf(font: FontkitFace, face: Face, id: number): Glyph {
  let glyph = face.glyphs.get(id);
  if (glyph) return glyph;
  const source = font.getGlyph(id);
  const outline = source._decode();
  const stream = font._getTableStream('glyf');
  stream.pos += font.loca.offsets[id]!;
  glyph = {
    bytes: stream.readBuffer(font.loca.offsets[id + 1]! - font.loca.offsets[id]!),
    components: outline && outline.numberOfContours < 0 ? (outline.components ?? []) : null,
    advance: source.advanceWidth,
    bearing: source._getMetrics().leftBearing,
  };
  face.glyphs.set(id, glyph);
  return glyph;
}

/** The subset's font file, byte for byte what fontkit's `subset.encode()` gives. */
export function writeSubset(subset: FontkitSubset): Uint8Array {
  const font = subset.font;
  const face = faceOf(font);
  const glyphs: Uint8Array[] = [];
  // Composite glyphs add their parts to the subset as they are met, as fontkit's loop does.
  for (let i = 0; i < subset.glyphs.length; i++) {
    const glyph = glyphOf(font, face, subset.glyphs[i]!);
    let bytes = glyph.bytes;
    if (glyph.components) {
      bytes = new Uint8Array(bytes);
      const view = new DataView(bytes.buffer);
      for (const part of glyph.components) view.setUint16(part.pos, subset.includeGlyph(part.glyphID));
    }
    glyphs.push(bytes);
  }
  const count = glyphs.length;
  const long = font.loca.version === 1;
  const loca = new DataView(new ArrayBuffer((count + 1) * (long ? 4 : 2)));
  let offset = 0;
  for (let i = 0; i <= count; i++) {
    if (long) loca.setUint32(4 * i, offset);
    else loca.setUint16(2 * i, offset >>> 1);
    offset += glyphs[i]?.length ?? 0;
  }
  const hmtx = new DataView(new ArrayBuffer(4 * count));
  subset.glyphs.forEach((id, i) => {
    const glyph = face.glyphs.get(id)!;
    hmtx.setUint16(4 * i, glyph.advance);
    hmtx.setInt16(4 * i + 2, glyph.bearing);
  });

  const tables = face.tables.map(({ tag, bytes }) => {
    if (tag === 'glyf') return concat(glyphs);
    if (tag === 'loca') return new Uint8Array(loca.buffer);
    if (tag === 'hmtx') return new Uint8Array(hmtx.buffer);
    // The numbers of glyphs (maxp) and of metrics (hhea) are the only fields a subset changes there.
    if (tag === 'maxp') return withUint16(bytes, 4, count);
    if (tag === 'hhea') return withUint16(bytes, 34, count);
    return bytes;
  });
  const file = new Uint8Array(face.header.length + tables.reduce((sum, t) => sum + t.length, 0));
  file.set(face.header);
  const directory = new DataView(file.buffer);
  let at = face.header.length;
  tables.forEach((bytes, i) => {
    directory.setUint32(12 + 16 * i + 8, at);
    directory.setUint32(12 + 16 * i + 12, bytes.length);
    file.set(bytes, at);
    at += bytes.length;
  });
  return file;
}

function withUint16(bytes: Uint8Array, at: number, value: number): Uint8Array {
  const copy = bytes.slice();
  new DataView(copy.buffer).setUint16(at, value);
  return copy;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
