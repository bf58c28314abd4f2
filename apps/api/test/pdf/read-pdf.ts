import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reads a PDF the way a viewer does (Mozilla's pdf.js): its text page by page, its title and its
// language, so tests check what a reader gets rather than the bytes.

export interface ReadPdf {
  pages: string[];
  text: string;
  title: string | undefined;
  lang: string | undefined;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string } };
  await doc.destroy();
  return { pages, text: pages.join('\n'), title: info.Title, lang: info.Language };
}
