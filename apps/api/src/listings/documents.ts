import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { textDocumentPdf } from '../pdf/text-document.ts';

// A procurement document is a PDF in content/listings/procurement/documents, or a plain-text source
// of the same name that is rendered to PDF (by the site's PDF writer) the first time it is
// asked for. Office staff can drop in the real PDF at any time; it wins over the text.

// The PDFs rendered so far, those asked for most recently kept, up to 32 MB in all.
const rendered = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (pdf) => pdf.length });

export function readDocument(documentsDir: string, file: string, office: string): Buffer | null {
  const pdfPath = join(documentsDir, `${file}.pdf`);
  if (existsSync(pdfPath)) return readFileSync(pdfPath);
  const textPath = join(documentsDir, `${file}.txt`);
  if (!existsSync(textPath)) return null;
  const cached = rendered.get(textPath);
  if (cached) return cached;
  const source = readFileSync(textPath, 'utf8');
  const title = /^# (.+)$/m.exec(source)?.[1] ?? file;
  const pdf = textDocumentPdf(source, { title, footer: `${file} - ${office}` });
  rendered.set(textPath, pdf);
  return pdf;
}
