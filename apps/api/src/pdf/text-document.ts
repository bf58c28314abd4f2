import { type PdfLanguage, PdfWriter } from './writer.ts';

// The office's printable documents are written as plain text with a few line kinds:
//   # Title            the document's title          ## Heading    a section heading
//   - item             a bulleted item               ___ Label     a label with a line to write on
//   (blank line)       paragraph break               other text    paragraph text, joined and wrapped
// Content documents carry no date of their own; a fixed one keeps a regenerated file byte for byte
// the same while its source is unchanged.

const UNDATED = new Date(Date.UTC(2000, 0, 1));

export function textDocumentPdf(source: string, info: { title: string; footer: string; lang?: PdfLanguage }): Buffer {
  const pdf = new PdfWriter({ title: info.title, footer: info.footer, lang: info.lang ?? 'en', date: UNDATED });
  let paragraph: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) pdf.paragraph(paragraph.join(' '));
    if (items.length > 0) pdf.list(items);
    paragraph = [];
    items = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const plain = line !== '' && !/^(#{1,2}|-|___) /.test(line);
    if (plain) {
      if (items.length > 0) flush();
      paragraph.push(line);
      continue;
    }
    if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      items.push(line.slice(2));
      continue;
    }
    flush();
    if (line.startsWith('# ')) pdf.heading(line.slice(2), 1);
    else if (line.startsWith('## ')) pdf.heading(line.slice(3), 2);
    else if (line.startsWith('___ ')) pdf.field(line.slice(4));
  }
  flush();
  return pdf.finish();
}
