import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { PDF_FONTS, loadPdfFonts } from '../../src/pdf/fonts.ts';
import { drawLine, drawLines, heightOfLines } from '../../src/pdf/lines.ts';

// The writer draws text with lines.ts instead of pdfkit's text(); the promise is pdfkit's bytes.
// Each case draws the same texts twice, once through pdfkit and once through lines.ts, into
// documents that are otherwise alike, and compares the files and where x and y are left.

const TEXTS = [
  'Exención de vivienda',
  'Tax "AV" Wa To: kerning pairs, ¿sí? ¡no!',
  // A combining accent is set off the baseline, glyph by glyph.
  'Jose\u0301 Nu\u0301n\u0303ez',
  'A paragraph long enough to be broken into several lines by the wrapper, with a newline\nin the middle and trailing spaces   ',
  '',
];

function render(draw: (doc: PDFKit.PDFDocument, text: string, at: number) => void): { bytes: Buffer; places: number[] } {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, font: null as unknown as string, info: { CreationDate: new Date(0) } });
  loadPdfFonts(doc);
  const places: number[] = [];
  TEXTS.forEach((text, i) => {
    doc.font(i % 2 ? PDF_FONTS.bold : PDF_FONTS.regular).fontSize(9 + i);
    draw(doc, text, i);
    places.push(doc.x, doc.y);
  });
  doc.end();
  // pdfkit has the whole file in its readable buffer once end() returns.
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  expect(bytes.length).toBeGreaterThan(1000);
  return { bytes, places };
}

describe('lines drawn as pdfkit draws them', () => {
  it('writes the same bytes as text() with lineBreak false', () => {
    const pdfkit = render((doc, text, i) => doc.text(text.split('\n')[0]!, 60 + i * 3.25, 100 + i * 40.5, { lineBreak: false }));
    const ours = render((doc, text, i) => drawLine(doc, text.split('\n')[0]!, 60 + i * 3.25, 100 + i * 40.5));
    expect(ours.places).toEqual(pdfkit.places);
    expect(ours.bytes.equals(pdfkit.bytes)).toBe(true);
  });

  for (const align of ['left', 'right'] as const) {
    it(`writes the same bytes as text() with a width, aligned ${align}, and measures the same height`, () => {
      const heights: number[][] = [[], []];
      const pdfkit = render((doc, text, i) => {
        heights[0]!.push(doc.heightOfString(text, { width: 120 + i }));
        doc.text(text, 70, i % 2 ? undefined : 90 + i * 80, { width: 120 + i, align });
      });
      const ours = render((doc, text, i) => {
        heights[1]!.push(heightOfLines(doc, text, 120 + i));
        drawLines(doc, text, 70, i % 2 ? undefined : 90 + i * 80, 120 + i, align);
      });
      expect(heights[1]).toEqual(heights[0]);
      expect(ours.places).toEqual(pdfkit.places);
      expect(ours.bytes.equals(pdfkit.bytes)).toBe(true);
    });
  }

  it('leaves a text that reaches the foot of the page to pdfkit, which turns the page', () => {
    const long = TEXTS[3]!.repeat(3);
    const pdfkit = render((doc, text, i) => doc.text(i === 3 ? long : text, 54, i === 3 ? 700 : undefined, { width: 100 }));
    const ours = render((doc, text, i) => drawLines(doc, i === 3 ? long : text, 54, i === 3 ? 700 : undefined, 100));
    expect(ours.bytes.equals(pdfkit.bytes)).toBe(true);
    expect(ours.bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });
});
