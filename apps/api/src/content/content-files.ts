import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { textDocumentPdf } from '../pdf/text-document.ts';

// The printable documents of content/files, each made from its plain-text source in
// content/file-sources (one PDF per .txt, same name): `npm run content:files` writes them, and a
// test checks that the committed files are still what their sources and the PDF writer make.

export interface ContentFile {
  id: string;
  pdf: Uint8Array;
}

export function renderContentFiles(contentDir: string, office: string): ContentFile[] {
  const sources = join(contentDir, 'file-sources');
  return readdirSync(sources)
    .filter((n) => n.endsWith('.txt'))
    .sort()
    .map((name) => {
      const id = name.slice(0, -4);
      const source = readFileSync(join(sources, name), 'utf8');
      const title = /^# (.+)$/m.exec(source)?.[1] ?? id;
      return { id, pdf: textDocumentPdf(source, { title, footer: `${id} - ${office} - summary for the public` }) };
    });
}
