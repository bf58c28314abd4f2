import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { PDF_FONTS, loadPdfFonts } from '../../src/pdf/fonts.ts';
import { gatherOutput } from '../../src/pdf/text-output.ts';

// The PDF writer follows private members of pdfkit and fontkit (decision 128): it stays only with
// the exact versions it was written against. This fails when either is not pinned to one version,
// when the installed one is another, or when a member the writer uses is missing or of another
// kind; lines.test.ts and font-subset.test.ts compare the writer's bytes with the libraries' own,
// and the last case here does the same for the gathered output.

const require = createRequire(import.meta.url);
const api = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };

/** The version of an installed package, from the package.json above its entry point. */
function installed(name: string): string {
  for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version: string };
      if (pkg.name === name) return pkg.version;
    } catch {
      // no package.json at this level: go up
    }
  }
  throw new Error(`${name} is not installed`);
}

const kinds = (target: object, members: Record<string, string>) => Object.fromEntries(Object.keys(members).map((m) => [m, typeof Reflect.get(target, m)]));

describe('the PDF libraries the writer follows', () => {
  it('are pinned to one version each, and that version is installed', () => {
    for (const name of ['pdfkit', 'fontkit']) {
      expect(api.dependencies[name], `${name} in apps/api/package.json`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installed(name), name).toBe(api.dependencies[name]);
    }
  });

  it('still have every private member the writer uses, of the same kind', () => {
    const doc = new PDFDocument({ font: null as unknown as string });
    const document = { _write: 'function', _offset: 'number', _fontFamilies: 'object', _fontCount: 'number', _text: 'function', ref: 'function' };
    expect(kinds(doc, document)).toEqual(document);
    const content = { write: 'function', end: 'function', finalize: 'function', compress: 'boolean', buffer: 'object' };
    expect(kinds(doc.page.content as object, content)).toEqual(content);
    loadPdfFonts(doc);
    const text = { _font: 'object', _fontSize: 'number', _lineGap: 'number' };
    expect(kinds(doc, text)).toEqual(text);
    const font = Reflect.get(doc, '_font') as object;
    const pdfkitFont = {
      id: 'string',
      name: 'string',
      ascender: 'number',
      scale: 'number',
      font: 'object',
      subset: 'object',
      widths: 'object',
      unicode: 'object',
      layoutCache: 'object',
      layout: 'function',
      encode: 'function',
      widthOfString: 'function',
      ref: 'function',
    };
    expect(kinds(font, pdfkitFont)).toEqual(pdfkitFont);
    const subset = { font: 'object', glyphs: 'object', includeGlyph: 'function', encode: 'function' };
    expect(kinds(Reflect.get(font, 'subset') as object, subset)).toEqual(subset);
    const face = Reflect.get(font, 'font') as { loca: { version: number; offsets: number[] }; getGlyph: (id: number) => object };
    expect(kinds(face, { loca: '', _getTableStream: '', createSubset: '', getGlyph: '' })).toEqual({
      loca: 'object',
      _getTableStream: 'function',
      createSubset: 'function',
      getGlyph: 'function',
    });
    expect(Array.isArray(face.loca.offsets)).toBe(true);
    expect(kinds(face.getGlyph(36), { _decode: '', _getMetrics: '', advanceWidth: '' })).toEqual({
      _decode: 'function',
      _getMetrics: 'function',
      advanceWidth: 'number',
    });
  });

  it('write through the gathered output the bytes pdfkit streams itself', () => {
    const make = () => {
      const doc = new PDFDocument({ size: 'LETTER', compress: false, font: PDF_FONTS.regular, info: { CreationDate: new Date(0) } });
      return doc;
    };
    const draw = (doc: PDFKit.PDFDocument) => {
      doc.text('Aviso de impuestos propuestos: ¿cuándo?', 54, 54).addPage().text('Second page', 54, 54);
      doc.end();
    };
    const own = make();
    draw(own);
    const streamed: Buffer[] = [];
    for (let chunk = own.read() as Buffer | null; chunk !== null; chunk = own.read() as Buffer | null) streamed.push(chunk);
    const gathered = make();
    const output = gatherOutput(gathered);
    draw(gathered);
    expect(output.bytes().equals(Buffer.concat(streamed))).toBe(true);
  });
});
