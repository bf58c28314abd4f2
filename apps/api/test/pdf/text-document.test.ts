import { describe, expect, it } from 'vitest';
import { textDocumentPdf } from '../../src/pdf/text-document.ts';
import { readPdf } from './read-pdf.ts';

const SOURCE = `# Solicitud de exención de vivienda

Presente esta solicitud antes del 1 de marzo. ¿Tiene preguntas? Llame a la oficina.

## Requisitos
- Ser dueño y residir en la propiedad el 1 de enero.
- Tener residencia permanente en Florida.

___ Número de parcela
`;

describe('text documents as PDF', () => {
  it('keeps Spanish characters, the title and the language, and every line kind', async () => {
    const pdf = await readPdf(textDocumentPdf(SOURCE, { title: 'Solicitud de exención', footer: 'DR-501 - Oficina', lang: 'es' }));
    expect(pdf.title).toBe('Solicitud de exención');
    expect(pdf.lang).toBe('es-US');
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Solicitud de exención de vivienda');
    expect(text).toContain('¿Tiene preguntas?');
    expect(text).toContain('Ser dueño y residir');
    expect(text).toContain('Número de parcela');
    expect(text).toContain('página 1 de 1');
    expect(text).not.toContain('?n');
  });

  it('gives the same bytes for the same source, and different bytes for another', () => {
    const info = { title: 'T', footer: 'F' };
    const first = textDocumentPdf(SOURCE, info);
    expect(textDocumentPdf(SOURCE, info).equals(first)).toBe(true);
    expect(textDocumentPdf(`${SOURCE}\nOtra línea.`, info).equals(first)).toBe(false);
  });

  it('breaks a long source over pages and numbers them', async () => {
    const long = `# Long\n\n${Array.from({ length: 120 }, (_, i) => `Paragraph ${i + 1} of the exención notes.\n`).join('\n')}`;
    const pdf = await readPdf(textDocumentPdf(long, { title: 'Long', footer: 'F' }));
    expect(pdf.pages.length).toBeGreaterThan(1);
    expect(pdf.pages.at(-1)).toContain(`page ${pdf.pages.length} of ${pdf.pages.length}`);
    expect(pdf.text).toContain('Paragraph 120 of the exención notes.');
  });
});
