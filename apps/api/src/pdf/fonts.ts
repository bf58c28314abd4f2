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
  constructor: new (document: PDFKit.PDFDocument, font: unknown, id: string) => PdfkitFont;
}
interface PdfkitFontCache {
  _fontFamilies: Record<string, PdfkitFont | undefined>;
  _fontCount: number;
}

const parsed = new Map<string, PdfkitFont>();

/** Makes the site's two faces available to a new document, parsed once per process. */
export function loadPdfFonts(doc: PDFKit.PDFDocument): void {
  const cache = doc as unknown as PdfkitFontCache;
  for (const path of Object.values(PDF_FONTS)) {
    const known = parsed.get(path);
    if (known) {
      cache._fontFamilies[path] = new known.constructor(doc, known.font, `F${++cache._fontCount}`);
      continue;
    }
    doc.font(path);
    const opened = cache._fontFamilies[path];
    if (opened) parsed.set(path, opened);
  }
  doc.font(PDF_FONTS.regular);
}
