import PDFDocument from 'pdfkit';
import { PDF_FONTS, loadPdfFonts } from './fonts.ts';
import { drawLine, drawLines, heightOfLines } from './lines.ts';
import { gatherOutput } from './text-output.ts';

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
  /** Points; columns without a width share what the others leave. */
  width?: number;
  align?: 'left' | 'right';
}

const MARGIN = 54;
const BODY = 10;
const TABLE_SIZE = 9;
/** A cell's padding, left and right, and top and bottom. */
const CELL_X = 4;
const CELL_Y = 3;
/** Points a heading needs below it on its page: about four lines of body text or two table rows. */
const KEEP_WITH_HEADING = 56;
// A header cell heads its column (its Scope attribute, which pdfkit writes with the owner Table).
const COLUMN_HEADER = { scope: 'Column' } as PDFKit.Mixins.StructureElementOptions;

interface CellLayout {
  text: string;
  lines: { text: string; width: number }[];
  wrapped: boolean;
  height: number;
}

/** Column widths in points: the columns without one share what is left equally. */
function columnWidths(columns: PdfColumn[], total: number): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const shared = columns.filter((c) => c.width === undefined).length;
  return columns.map((c) => c.width ?? Math.max(0, total - fixed) / shared);
}

const PAGE_WORDS: Record<PdfLanguage, (page: number, pages: number) => string> = {
  en: (page, pages) => `page ${page} of ${pages}`,
  es: (page, pages) => `página ${page} de ${pages}`,
};

export class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly root: PDFKit.PDFStructureElement;
  private readonly info: PdfInfo;
  private readonly output: { bytes: () => Buffer };

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
      // No standard font to start with (pdfkit's default, Helvetica, would parse its metrics for
      // every document and never be drawn with): the embedded faces follow (loadPdfFonts).
      font: null as unknown as string,
      info: {
        Title: info.title,
        Author: info.footer,
        Subject: info.subject ?? info.title,
        Producer: 'county site (pdfkit)',
        Creator: 'county site',
        CreationDate: info.date,
      },
    });
    this.output = gatherOutput(this.doc);
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
    // A heading keeps with what it heads: one that would end a page with no room for a few lines
    // under it starts the next page instead.
    this.doc.font(PDF_FONTS.bold).fontSize(size);
    const height = heightOfLines(this.doc, text, this.width);
    this.doc.font(PDF_FONTS.regular).fontSize(BODY);
    if (this.doc.y + height + KEEP_WITH_HEADING > this.doc.page.maxY()) this.doc.addPage();
    return this.block(`H${level}`, () => {
      drawLines(this.doc.font(PDF_FONTS.bold).fontSize(size), text, MARGIN, undefined, this.width);
      this.doc.font(PDF_FONTS.regular).fontSize(BODY);
    });
  }

  paragraph(text: string, options: { bold?: boolean; size?: number } = {}): this {
    this.doc.moveDown(0.35);
    return this.block('P', () => {
      drawLines(this.doc.font(options.bold ? PDF_FONTS.bold : PDF_FONTS.regular).fontSize(options.size ?? BODY), text, MARGIN, undefined, this.width);
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
      entry.add(this.doc.struct('Lbl', {}, () => drawLines(this.doc, '\u2022', MARGIN + 4, y, 12)));
      entry.add(this.doc.struct('LBody', {}, () => drawLines(this.doc, item, MARGIN + 16, y, this.width - 16)));
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
    this.block('P', () => drawLines(this.doc, label, MARGIN, undefined, this.width));
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

  /**
   * A table with one header row (none when every header is empty); `rows` are plain text, a line
   * break starting a new line in the cell, and a bold row for totals. Drawn with positioned text
   * rather than pdfkit's table helper, which measured every cell twice, deep-merged its style and
   * cost most of a TRIM notice's time (decision 82); the tags are the same: Table, TR, TH, TD.
   */
  table(columns: PdfColumn[], rows: string[][], options: { boldLast?: boolean } = {}): this {
    this.doc.moveDown(0.5);
    const doc = this.doc;
    const widths = columnWidths(columns, this.width);
    const table = doc.struct('Table');
    this.root.add(table);
    const drawn: { cells: string[]; bold: boolean; header: boolean }[] = rows.map((cells, r) => ({
      cells,
      bold: options.boldLast === true && r === rows.length - 1,
      header: false,
    }));
    if (columns.some((c) => c.header)) drawn.unshift({ cells: columns.map((c) => c.header), bold: true, header: true });
    let y = doc.y;
    for (const [r, row] of drawn.entries()) {
      doc.font(row.bold ? PDF_FONTS.bold : PDF_FONTS.regular).fontSize(TABLE_SIZE);
      const lineHeight = doc.currentLineHeight(true);
      const cells = row.cells.map((text, i) => this.cellLayout(text, widths[i]! - 2 * CELL_X, lineHeight));
      const height = Math.max(...cells.map((c) => c.height)) + 2 * CELL_Y;
      // A header row is not left alone at a page's foot: it goes over with the first row it heads.
      const after = row.header && r + 1 < drawn.length ? this.rowHeight(drawn[r + 1]!, widths) : 0;
      if (y + height + after >= doc.page.maxY()) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      const tr = doc.struct('TR');
      table.add(tr);
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const width = widths[i]!;
        const right = columns[i]?.align === 'right';
        // Headers sit on the rule under them, as a column's title does; body cells hang from the top.
        const top = y + CELL_Y + (row.header ? height - 2 * CELL_Y - cell.height : 0);
        const left = x;
        const draw = () => {
          if (cell.wrapped) {
            drawLines(doc, cell.text, left + CELL_X, top, width - 2 * CELL_X, right ? 'right' : 'left');
            return;
          }
          cell.lines.forEach((line, n) => {
            if (!line.text) return;
            const lineX = right ? left + width - CELL_X - line.width : left + CELL_X;
            drawLine(doc, line.text, lineX, top + n * lineHeight);
          });
        };
        tr.add(row.header ? doc.struct('TH', COLUMN_HEADER, draw) : doc.struct('TD', {}, draw));
        x += width;
      });
      tr.end();
      y += height;
      this.artifact(() =>
        doc
          .moveTo(MARGIN, y)
          .lineTo(MARGIN + widths.reduce((a, b) => a + b, 0), y)
          .lineWidth(0.5)
          .strokeColor('#777777')
          .stroke()
          .strokeColor('black'),
      );
    }
    table.end();
    doc.font(PDF_FONTS.regular).fontSize(BODY);
    doc.x = MARGIN;
    doc.y = y;
    return this;
  }

  /** The height a row takes in the table, as the loop in `table` draws it. */
  private rowHeight(row: { cells: string[]; bold: boolean }, widths: number[]): number {
    this.doc.font(row.bold ? PDF_FONTS.bold : PDF_FONTS.regular).fontSize(TABLE_SIZE);
    const lineHeight = this.doc.currentLineHeight(true);
    return Math.max(...row.cells.map((text, i) => this.cellLayout(text, widths[i]! - 2 * CELL_X, lineHeight).height)) + 2 * CELL_Y;
  }

  /** How a cell's text sits in `width`: its lines as written, or broken as pdfkit breaks them when a line is too long. */
  private cellLayout(text: string, width: number, lineHeight: number): CellLayout {
    const lines = text.split('\n').map((line) => ({ text: line, width: this.doc.widthOfString(line) }));
    if (lines.every((line) => line.width <= width)) return { text, lines, wrapped: false, height: lines.length * lineHeight };
    return { text, lines, wrapped: true, height: heightOfLines(this.doc, text, width) };
  }

  /** Horizontal bars of shares, drawn as decoration: the table beside them carries the figures. */
  bars(shares: { label: string; share: number }[]): this {
    this.doc.moveDown(0.5);
    const labelWidth = 190;
    const barWidth = this.width - labelWidth - 50;
    for (const { label, share } of shares) {
      // A label too long for its column wraps, and the next bar starts below its last line.
      const height = Math.max(12, heightOfLines(this.doc.fontSize(8), label, labelWidth - 6) + 3);
      if (this.doc.y + height > this.doc.page.maxY()) this.doc.addPage();
      const y = this.doc.y;
      this.artifact(() => {
        drawLines(this.doc.fontSize(8), label, MARGIN, y, labelWidth - 6);
        this.doc.rect(MARGIN + labelWidth, y, Math.max(1, barWidth * share), 8).fill('#1f4e79');
        drawLine(this.doc.fillColor('black'), `${(share * 100).toFixed(1)}%`, MARGIN + labelWidth + barWidth * share + 4, y);
      });
      this.doc.x = MARGIN;
      this.doc.y = y + height;
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
      const footer = `${this.info.footer} · ${PAGE_WORDS[this.info.lang](i + 1, count)}`;
      drawLines(this.doc.font(PDF_FONTS.regular).fontSize(7.5), footer, MARGIN, this.doc.page.height - MARGIN + 14, this.width);
      this.doc.endMarkedContent();
      this.doc.page.margins.bottom = bottom;
    }
    this.root.end();
    // pdfkit writes the whole file as end() returns (nothing of it waits for I/O).
    this.doc.end();
    return this.output.bytes();
  }
}
