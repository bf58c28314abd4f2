import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
// This reaches into two pdfkit fields (_fontFamilies, _fontCount) that pdfkit 0.20 does not
// document; tests/pdf cover a change in them by checking the text of every PDF kind.

interface PdfkitFont {
  font: unknown;
  /** pdfkit's memory of laid-out words (glyphs and advances), keyed by the word. */
  layoutCache?: Record<string, unknown>;
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
const layouts = new Map<string, Record<string, unknown>>();
let documents = 0;

/** Makes the site's two faces available to a new document, parsed once per process. */
export function loadPdfFonts(doc: PDFKit.PDFDocument): void {
  const cache = doc as unknown as PdfkitFontCache;
  if (++documents % LAYOUT_DOCUMENTS === 0) layouts.clear();
  for (const path of Object.values(PDF_FONTS)) {
    const known = parsed.get(path);
    if (known) {
      const font = new known.constructor(doc, known.font, `F${++cache._fontCount}`);
      let words = layouts.get(path);
      if (!words) layouts.set(path, (words = Object.create(null) as Record<string, unknown>));
      font.layoutCache = words;
      cache._fontFamilies[path] = font;
      continue;
    }
    doc.font(path);
    const opened = cache._fontFamilies[path];
    if (opened) {
      keepDecodedGlyphs(opened.font as FontkitFont);
      parsed.set(path, opened);
    }
  }
  doc.font(PDF_FONTS.regular);
}

interface FontkitGlyph {
  _decode: () => unknown;
}
interface FontkitFont {
  getGlyph: (id: number, codePoints?: number[]) => FontkitGlyph | null;
}

// Each document embeds a subset of the faces, and fontkit builds it by decoding the outline of every
// glyph the document used, from the font's bytes, again for every document: about a tenth of a
// TRIM notice's time (decision 82). The outline of a glyph never changes and fontkit only reads it
// (the faces have no variations, the one case where fontkit moves points), so each glyph keeps its
// decoded outline. fontkit keeps one glyph object per glyph id per font, which this wraps once.
const kept = new WeakSet<FontkitGlyph>();

function keepDecodedGlyphs(font: FontkitFont): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && !kept.has(glyph)) {
      kept.add(glyph);
      const decode = glyph._decode.bind(glyph);
      let decoded: unknown;
      let done = false;
      glyph._decode = () => {
        if (!done) {
          decoded = decode();
          done = true;
        }
        return decoded;
      };
    }
    return glyph;
  };
}
