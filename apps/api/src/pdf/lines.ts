// Text drawn the way pdfkit's text() draws it, with the same operators to the byte, at less cost.
// A TRIM notice draws some three hundred lines, each through pdfkit's general path (options merged,
// the line measured twice for links and underlines it has none of, its matrix multiplied), and its
// paragraphs, most of them the same text in every notice, broken into lines anew each time: together
// about a quarter of the notice's time (decision 82). Here a line is written as pdfkit writes it,
// and the lines pdfkit breaks a text into are kept per face, size, width and text. Where pdfkit
// would do more than this handles (a text that runs past the page's foot, where pdfkit turns the
// page mid-text), pdfkit draws it itself. This reads pdfkit 0.20 fields it does not document (the
// current face and size, the page's font resources); tests render twice, compare the bytes, and read
// the text back, and the bench's digest shows whether the bytes moved.

interface PdfkitFont {
  id: string;
  name: string;
  ascender: number;
  encode: (text: string) => [string[], { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number; advanceWidth: number }[]];
  ref: () => unknown;
}
interface PdfkitText {
  _font: PdfkitFont;
  _fontSize: number;
  _lineGap: number;
  page: { height: number; fonts: Record<string, unknown> };
  _text: (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions, line: (text: string) => void) => void;
}

/** pdfkit's number format in content streams: six decimals at most. */
const number = (n: number) => Math.round(n * 1e6) / 1e6;

/** Draws one line as `doc.text(text, x, y, { lineBreak: false })` does, leaving x and y where it leaves them. */
export function drawLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  fragment(doc, text, x, y);
  doc.x = x + doc.widthOfString(text);
  doc.y = y;
}

// pdfkit's _fragment for text without spacing, scaling, rotation, links or decorations: the matrix
// that turns the page upright (saved and restored around the text, so pdfkit's own record of it is
// unchanged), the text position under the face's ascender, and the glyphs with their kerning.
function fragment(document: PDFKit.PDFDocument, raw: string, x: number, y: number): void {
  const text = raw.includes('\n') ? raw.replace(/\n/g, '') : raw;
  if (text.length === 0) return;
  const doc = document as unknown as PdfkitText;
  const font = doc._font;
  const size = doc._fontSize;
  const height = doc.page.height;
  const ty = height - y - (font.ascender / 1000) * size;
  const fonts = doc.page.fonts;
  if (fonts[font.id] == null) fonts[font.id] = font.ref();
  const [encoded, positions] = font.encode(text);
  const start = `q\n1 0 0 -1 0 ${number(height)} cm\nBT\n1 0 0 1 ${number(x)} ${number(ty)} Tm\n/${font.id} ${number(size)} Tf`;
  const runs = runsOf(font.name, text, positions);
  if (!runs) {
    document.addContent(`${start}${placedGlyphs(encoded, positions, x, ty, size / 1000)}\nET\nQ`);
    return;
  }
  let glyphs = '';
  let from = 0;
  for (let r = 0; r < runs.ends.length; r++) {
    const end = runs.ends[r]!;
    let hex = encoded[from]!;
    for (let g = from + 1; g < end; g++) hex += encoded[g]!;
    glyphs += `${r ? ' ' : ''}<${hex}> ${runs.kerns[r]!}`;
    from = end;
  }
  document.addContent(`${start}${glyphs ? `\n[${glyphs}] TJ` : ''}\nET\nQ`);
}

type Positions = ReturnType<PdfkitFont['encode']>[1];

// How pdfkit splits a line's glyphs into runs: a run ends after each glyph whose advance differs
// from its width (a kerning pair), and at the end; each run is followed by that difference. This
// depends on the face and the text only (the glyph codes, which number the document's subset, are
// filled in per document), so it is kept per face and text, up to RUNS_KEPT texts. Lines with
// glyphs set off their baseline (none in the faces' Latin text) are placed glyph by glyph instead.
const RUNS_KEPT = 20_000;
const runsKept = new Map<string, { ends: number[]; kerns: string[] } | null>();

function runsOf(face: string, text: string, positions: Positions): { ends: number[]; kerns: string[] } | null {
  const key = `${face}\u0000${text}`;
  let runs = runsKept.get(key);
  if (runs !== undefined) return runs;
  runs = { ends: [], kerns: [] };
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    if (position.xOffset || position.yOffset) {
      runs = null;
      break;
    }
    if (position.xAdvance - position.advanceWidth !== 0 || i === positions.length - 1) {
      runs.ends.push(i + 1);
      runs.kerns.push(`${number(-(position.xAdvance - position.advanceWidth))}`);
    }
  }
  if (runsKept.size >= RUNS_KEPT) runsKept.clear();
  runsKept.set(key, runs);
  return runs;
}

// pdfkit's loop for glyphs that may sit off the baseline: each such glyph gets a text position of its own.
function placedGlyphs(encoded: string[], positions: Positions, x: number, y: number, scale: number): string {
  let operators = '';
  let runs = '';
  let last = 0;
  let hadOffset = false;
  let tx = x;
  const addSegment = (cur: number) => {
    if (last < cur) {
      const position = positions[cur - 1]!;
      runs += `${runs ? ' ' : ''}<${encoded.slice(last, cur).join('')}> ${number(-(position.xAdvance - position.advanceWidth))}`;
    }
    last = cur;
  };
  const flush = (i: number) => {
    addSegment(i);
    if (runs) operators += `\n[${runs}] TJ`;
    runs = '';
  };
  let i = 0;
  for (; i < positions.length; i++) {
    const position = positions[i]!;
    if (position.xOffset || position.yOffset) {
      flush(i);
      operators += `\n1 0 0 1 ${number(tx + position.xOffset * scale)} ${number(y + position.yOffset * scale)} Tm`;
      flush(i + 1);
      hadOffset = true;
    } else {
      if (hadOffset) {
        operators += `\n1 0 0 1 ${number(tx)} ${number(y)} Tm`;
        hadOffset = false;
      }
      if (position.xAdvance - position.advanceWidth !== 0) addSegment(i + 1);
    }
    tx += position.xAdvance * scale;
  }
  flush(i);
  return operators;
}

// The lines of a text as pdfkit's line wrapper breaks it, newlines dropped as pdfkit drops them
// when it draws; they depend on the face, the size, the width and the text only. The memory
// starts afresh when it holds LINES_KEPT texts, so that names and addresses do not pile up.
const LINES_KEPT = 20_000;
const kept = new Map<string, string[]>();

function linesOf(document: PDFKit.PDFDocument, text: string, width: number): string[] {
  const doc = document as unknown as PdfkitText;
  const key = `${doc._font.name}\u0000${doc._fontSize}\u0000${width}\u0000${text}`;
  let lines = kept.get(key);
  if (!lines) {
    const { x, y } = document;
    const broken: string[] = [];
    // With no height limit pdfkit never turns the page, and only collects the lines (as heightOfString does).
    doc._text(text, x, y, { width, height: Infinity }, (line) => broken.push(line.replace(/\n/g, '')));
    document.x = x;
    document.y = y;
    if (kept.size >= LINES_KEPT) kept.clear();
    kept.set(key, (lines = broken));
  }
  return lines;
}

/** The height `doc.heightOfString(text, { width })` gives, from the kept lines. */
export function heightOfLines(document: PDFKit.PDFDocument, text: string, width: number): number {
  const step = document.currentLineHeight(true) + ((document as unknown as PdfkitText)._lineGap || 0);
  const start = document.y;
  let y = start;
  for (let n = linesOf(document, text, width).length; n > 0; n--) y += step;
  return y - start;
}

/**
 * Draws a text broken into lines as `doc.text(text, x, y, { width, align })` does: y undefined
 * continues at the document's y, and x and y are left where pdfkit leaves them.
 */
export function drawLines(document: PDFKit.PDFDocument, text: string, x: number, y: number | undefined, width: number, align: 'left' | 'right' = 'left'): void {
  const lines = linesOf(document, text, width);
  const top = y ?? document.y;
  const step = document.currentLineHeight(true) + ((document as unknown as PdfkitText)._lineGap || 0);
  // pdfkit turns the page before a line that would pass the foot; such a text is left to pdfkit.
  // The point of slack covers pdfkit's rounding of the foot to single precision.
  if (top + step * (lines.length + 1) > document.page.maxY() - 1) {
    document.text(text, x, y, { width, align });
    return;
  }
  const lineWidth = (width * 100) / 100;
  let lineY = top;
  for (const line of lines) {
    fragment(document, line, align === 'right' ? x + (lineWidth - document.widthOfString(line.replace(/\s+$/, ''))) : x, lineY);
    lineY += step;
  }
  document.x = x;
  document.y = lineY;
}
