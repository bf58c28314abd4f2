import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type FontkitSubset, writeSubset } from './font-subset.ts';

// The PDFs embed DejaVu Sans, which covers Latin-1 and far beyond (á é í ó ú ñ ü ¿ ¡ and the
// typographic quotes), from the dejavu-fonts-ttf package: installed with the server, never fetched
// at run time. Each PDF embeds only the glyphs it uses (decision 82). The faces are always named by
// their path: pdfkit caches a font under the name it was asked by, and a font asked for by bytes,
// or by a second name, is parsed again each time (for every table cell that switches faces).

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const PDF_FONTS = {
  regular: join(fontDir, 'DejaVuSans.ttf'),
  bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const;

// Laying out text with a font decodes its kerning and glyph tables as they are first needed; a
// document that opens the font afresh pays that again (about a second for a TRIM notice on a busy
// machine). So the parsed fonts are shared between documents: each document still gets its own
// font object (its own subset of glyphs and its own object ids), built around the shared parse.
// This reaches into two pdfkit fields (_fontFamilies, _fontCount) and, below, into the font
// object's methods (encode, widthOfString, its fontkit subset) that pdfkit 0.20 does not document;
// tests/pdf cover a change in them by checking the text of every PDF kind and comparing bytes.

interface LaidOut {
  glyphs: { id: number; advanceWidth: number; codePoints: number[] }[];
  positions: unknown[];
  advanceWidth: number;
}
interface PdfkitFont {
  font: unknown;
  scale: number;
  subset: FontkitSubset;
  widths: (number | undefined)[];
  unicode: (number[] | undefined)[];
  /** pdfkit's memory of laid-out words (glyphs and advances), keyed by the word. */
  layoutCache?: Record<string, unknown>;
  layout: (text: string, features?: unknown, onlyWidth?: boolean) => LaidOut;
  encode: (text: string, features?: unknown) => [string[], unknown[]];
  widthOfString: (text: string, size: number, features?: unknown) => number;
  constructor: new (document: PDFKit.PDFDocument, font: unknown, id: string) => PdfkitFont;
}
interface PdfkitFontCache {
  _fontFamilies: Record<string, PdfkitFont | undefined>;
  _fontCount: number;
}

const parsed = new Map<string, PdfkitFont>();

// pdfkit also lays out every word (fontkit's shaping: ligatures, kerning) once per font object, and
// a notice's words are mostly the same from one notice to the next: laying them out again for every
// document was about a fifth of a TRIM notice's time (decision 82). The words laid out are shared
// between documents too: a laid-out word is the font's glyphs and advances, which no document
// changes (pdfkit copies a position before it adds word spacing); each document still maps those
// glyphs into its own subset. The memory starts afresh after LAYOUT_DOCUMENTS documents, so that
// the words of owners' names and addresses do not pile up for the life of the process.
const LAYOUT_DOCUMENTS = 2_000;
// pdfkit measures and encodes a string by joining its words' layouts anew on every call, and every
// notice measures and encodes the same labels, headers and many of the same figures. A face also
// keeps each whole string's width and layout, up to STRINGS_KEPT strings (then afresh): the same
// values pdfkit computes, so the bytes do not change.
const STRINGS_KEPT = 20_000;

interface FaceMemory {
  words: Record<string, unknown>;
  widths: Map<string, number>;
  strings: Map<string, LaidOut>;
}
const memories = new Map<string, FaceMemory>();
let documents = 0;

function memoryOf(path: string): FaceMemory {
  let memory = memories.get(path);
  if (!memory) memories.set(path, (memory = { words: Object.create(null) as Record<string, unknown>, widths: new Map(), strings: new Map() }));
  return memory;
}

/** Makes the site's two faces available to a new document, parsed once per process. */
export function loadPdfFonts(doc: PDFKit.PDFDocument): void {
  const cache = doc as unknown as PdfkitFontCache;
  if (++documents % LAYOUT_DOCUMENTS === 0) memories.clear();
  for (const path of Object.values(PDF_FONTS)) {
    const known = parsed.get(path);
    if (known) {
      const font = new known.constructor(doc, known.font, `F${++cache._fontCount}`);
      remember(font, memoryOf(path));
      cache._fontFamilies[path] = font;
      continue;
    }
    doc.font(path);
    const opened = cache._fontFamilies[path];
    if (opened) {
      remember(opened, memoryOf(path));
      parsed.set(path, opened);
    }
  }
  doc.font(PDF_FONTS.regular);
}

/** A hex glyph code per subset glyph id, as pdfkit writes it (four digits). */
const HEX: string[] = [];

function remember(font: PdfkitFont, memory: FaceMemory): void {
  font.layoutCache = memory.words;
  const subset = font.subset;
  subset.encode = () => writeSubset(subset);
  // fontkit numbers the subset's glyphs in a plain object keyed by glyph id, slow to look up once
  // it holds a few dozen; a Map gives the same numbers.
  const numbers = new Map(subset.glyphs.map((id, n) => [id, n]));
  subset.includeGlyph = (id) => {
    let n = numbers.get(id);
    if (n === undefined) numbers.set(id, (n = subset.glyphs.push(id) - 1));
    return n;
  };
  const layout = font.layout.bind(font);
  const encode = font.encode.bind(font);
  const widthOfString = font.widthOfString.bind(font);
  const laidOut = (text: string): LaidOut => {
    let run = memory.strings.get(text);
    if (!run) {
      if (memory.strings.size >= STRINGS_KEPT) memory.strings.clear();
      memory.strings.set(text, (run = layout(text)));
    }
    return run;
  };
  font.widthOfString = (text, size, features) => {
    if (features) return widthOfString(text, size, features);
    let width = memory.widths.get(text);
    if (width === undefined) {
      if (memory.widths.size >= STRINGS_KEPT) memory.widths.clear();
      memory.widths.set(text, (width = layout(text, undefined, true).advanceWidth));
    }
    return width * (size / 1000);
  };
  // pdfkit's own encode, on the kept layout: each glyph joins this document's subset in the order drawn.
  font.encode = (text, features) => {
    if (features) return encode(text, features);
    const { glyphs, positions } = laidOut(text);
    const codes = new Array<string>(glyphs.length);
    for (let i = 0; i < glyphs.length; i++) {
      const glyph = glyphs[i]!;
      const gid = font.subset.includeGlyph(glyph.id);
      codes[i] = HEX[gid] ??= `0000${gid.toString(16)}`.slice(-4);
      if (font.widths[gid] == null) font.widths[gid] = glyph.advanceWidth * font.scale;
      if (font.unicode[gid] == null) font.unicode[gid] = glyph.codePoints;
    }
    return [codes, positions];
  };
}
