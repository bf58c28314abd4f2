import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { type FontkitFace, writeSubset } from '../../src/pdf/font-subset.ts';
import { PDF_FONTS } from '../../src/pdf/fonts.ts';

// The subset writer must give fontkit's bytes exactly, or the same input would no longer give the
// same PDF as before: compared here with fontkit's own encoder, for plain and composite glyphs (the
// accented letters are made of a base letter and an accent, which join the subset as they are met).

function face(path: string): FontkitFace & { glyphForCodePoint: (c: number) => { id: number } } {
  const doc = new PDFDocument({ font: null as unknown as string });
  doc.font(path);
  return (doc as unknown as { _font: { font: FontkitFace & { glyphForCodePoint: (c: number) => { id: number } } } })._font.font;
}

describe('font subsets', () => {
  for (const [name, path] of Object.entries(PDF_FONTS)) {
    it(`writes fontkit's bytes for the ${name} face`, () => {
      const font = face(path);
      for (const text of ['', 'Exención', 'Aviso de impuestos propuestos: ¿Cuándo? Señor Núñez, 1.234,56 €', 'ÁÉÍÓÚÜÑ áéíóúüñ “quoted” · – —']) {
        const ids = [...text].map((c) => font.glyphForCodePoint(c.codePointAt(0)!).id);
        const fontkit = font.createSubset();
        const ours = font.createSubset();
        for (const id of ids) {
          fontkit.includeGlyph(id);
          ours.includeGlyph(id);
        }
        const written = writeSubset(ours);
        expect(Buffer.from(written).equals(Buffer.from(fontkit.encode())), text).toBe(true);
        expect(ours.glyphs).toEqual(fontkit.glyphs);
      }
    });
  }
});
