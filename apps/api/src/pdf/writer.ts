import PDFDocument from 'pdfkit';
import { PDF_FONTS, loadPdfFonts } from './fonts.ts';

// Every PDF the site makes goes through this writer (decision 82): US Letter pages in DejaVu Sans,
// tagged (a structure tree of headings, paragraphs, lists and tables in reading order, so screen
// readers and reflow follow it), with the document's language and title in its catalog and info.
// The same input gives the same bytes: the creation date is the caller's, never the clock, and
// pdfkit derives the file id and the font subset names from the content.

export type PdfLanguage = 'en' | 'es';

export interface PdfInfo {
  title: string;
  lang: PdfLanguage;
  /** The document's date (its creation date in the file). */
  date: Date;
  /** Printed at the foot of every page before "page N of M". */
  footer: string;
  subject?: string;
}

export interface PdfColumn {
  header: string;
  /** Share of the line's width, or points. */
  width?: number | string;
  align?: 'left' | 'right';
}

const MARGIN = 54;
const BODY = 10;
const PAGE_WORDS: Record<PdfLanguage, (page: number, pages: number) => string> = {
  en: (page, pages) => `page ${page} of ${pages}`,
  es: (page, pages) => `página ${page} de ${pages}`,
};

export class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly root: PDFKit.PDFStructureElement;
  private readonly info: PdfInfo;
  private tables = 0;

  constructor(info: PdfInfo) {
    this.info = info;
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      bufferPages: true,
      tagged: true,
      lang: info.lang === 'es' ? 'es-US' : 'en-US',
      displayTitle: true,
      pdfVersion: '1.7',
      // A standard font to start with, never drawn with: the embedded faces follow (loadPdfFonts).
      font: 'Helvetica',
      info: {
        Title: info.title,
        Author: info.footer,
        Subject: info.subject ?? info.title,
        Producer: 'county site (pdfkit)',
        Creator: 'county site',
        CreationDate: info.date,
      },
    });
    loadPdfFonts(this.doc);
    this.doc.fontSize(BODY);
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
  }

  /** Width of the text area, in points. */
  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private block(tag: string, draw: () => void): this {
    this.root.add(this.doc.struct(tag, {}, draw));
    return this;
  }

  heading(text: string, level: 1 | 2 | 3 = 2): this {
    const size = level === 1 ? 17 : level === 2 ? 12.5 : 11;
    this.doc.moveDown(level === 1 ? 0.2 : 0.6);
    return this.block(`H${level}`, () => {
      this.doc.font(PDF_FONTS.bold).fontSize(size).text(text, MARGIN, undefined, { width: this.width });
      this.doc.font(PDF_FONTS.regular).fontSize(BODY);
    });
  }

  paragraph(text: string, options: { bold?: boolean; size?: number } = {}): this {
    this.doc.moveDown(0.35);
    return this.block('P', () => {
      this.doc
        .font(options.bold ? PDF_FONTS.bold : PDF_FONTS.regular)
        .fontSize(options.size ?? BODY)
        .text(text, MARGIN, undefined, { width: this.width });
      this.doc.font(PDF_FONTS.regular).fontSize(BODY);
    });
  }

  /** A bulleted list, tagged as a list with its items. */
  list(items: string[]): this {
    this.doc.moveDown(0.35);
    const list = this.doc.struct('L');
    this.root.add(list);
    for (const item of items) {
      const entry = this.doc.struct('LI');
      list.add(entry);
      const y = this.doc.y;
      entry.add(this.doc.struct('Lbl', {}, () => this.doc.text('\u2022', MARGIN + 4, y, { width: 12, lineBreak: false })));
      entry.add(this.doc.struct('LBody', {}, () => this.doc.text(item, MARGIN + 16, y, { width: this.width - 16 })));
      entry.end();
      this.doc.moveDown(0.15);
    }
    list.end();
    this.doc.x = MARGIN;
    return this;
  }

  /** A label with a line to write on, for forms printed to be filled in by hand. */
  field(label: string): this {
    this.doc.moveDown(0.9);
    this.block('P', () => this.doc.text(label, MARGIN, undefined, { width: this.width }));
    const y = this.doc.y - 3;
    const start = MARGIN + Math.min(this.doc.widthOfString(label) + 8, this.width - 40);
    this.artifact(() =>
      this.doc
        .moveTo(start, y)
        .lineTo(MARGIN + this.width, y)
        .lineWidth(0.5)
        .stroke(),
    );
    return this;
  }

  /** A table with one header row (none when every header is empty); `rows` are plain text, a bold row for totals. */
  table(columns: PdfColumn[], rows: string[][], options: { boldLast?: boolean } = {}): this {
    this.doc.moveDown(0.5);
    const header = columns.map((c) => ({
      text: c.header,
      type: 'TH' as const,
      font: { src: PDF_FONTS.bold, size: 9 },
      align: { x: c.align ?? 'left', y: 'bottom' as const },
    }));
    const body = rows.map((row, r) =>
      row.map((text, i) => ({
        text,
        font: { src: options.boldLast && r === rows.length - 1 ? PDF_FONTS.bold : PDF_FONTS.regular, size: 9 },
        align: { x: columns[i]?.align ?? 'left', y: 'top' as const },
      })),
    );
    this.tables += 1;
    const tableOptions = {
      position: { x: MARGIN },
      maxWidth: this.width,
      columnStyles: columns.map((c) => (c.width === undefined ? '*' : c.width)),
      defaultStyle: { border: { bottom: 0.5 }, borderColor: '#777777', padding: [3, 4, 3, 4] },
      data: [header, ...body] as unknown[][],
      structParent: this.root,
      id: `t${this.tables}`,
    };
    this.doc.fontSize(9);
    if (!columns.some((c) => c.header)) tableOptions.data = body;
    this.doc.table(tableOptions as unknown as PDFKit.Mixins.TableOptionsWithData);
    this.doc.fontSize(BODY);
    this.doc.x = MARGIN;
    return this;
  }

  /** Horizontal bars of shares, drawn as decoration: the table beside them carries the figures. */
  bars(shares: { label: string; share: number }[]): this {
    this.doc.moveDown(0.5);
    const labelWidth = 190;
    const barWidth = this.width - labelWidth - 50;
    for (const { label, share } of shares) {
      if (this.doc.y > this.doc.page.height - MARGIN - 40) this.doc.addPage();
      const y = this.doc.y;
      this.artifact(() => {
        this.doc.fontSize(8).text(label, MARGIN, y, { width: labelWidth - 6, lineBreak: false, ellipsis: true });
        this.doc.rect(MARGIN + labelWidth, y, Math.max(1, barWidth * share), 8).fill('#1f4e79');
        this.doc.fillColor('black').text(`${(share * 100).toFixed(1)}%`, MARGIN + labelWidth + barWidth * share + 4, y, { lineBreak: false });
      });
      this.doc.x = MARGIN;
      this.doc.y = y + 12;
    }
    this.doc.fontSize(BODY);
    return this;
  }

  private artifact(draw: () => void): void {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }

  /** The finished file, footers and page numbers written on every page. */
  finish(): Buffer {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc.markContent('Artifact', { type: 'Pagination' });
      this.doc
        .font(PDF_FONTS.regular)
        .fontSize(7.5)
        .text(`${this.info.footer} · ${PAGE_WORDS[this.info.lang](i + 1, count)}`, MARGIN, this.doc.page.height - MARGIN + 14, {
          width: this.width,
          lineBreak: false,
        });
      this.doc.endMarkedContent();
      this.doc.page.margins.bottom = bottom;
    }
    this.root.end();
    this.doc.end();
    // pdfkit pushes the whole file into its readable buffer as end() returns, so it reads synchronously.
    const chunks: Buffer[] = [];
    for (let chunk = this.doc.read() as Buffer | null; chunk !== null; chunk = this.doc.read() as Buffer | null) chunks.push(chunk);
    return Buffer.concat(chunks);
  }
}
