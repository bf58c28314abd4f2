// A very small PDF writer for the office's printable documents: US Letter pages of wrapped text in
// the standard Helvetica fonts (every PDF reader has them, so nothing is embedded). It understands
// a few line kinds of a plain-text source:
//   # Title            large bold line          ## Heading    bold line
//   - item             bulleted, wrapped         ___ Label     a label with a line to write on
//   (blank line)       paragraph break           other text    wrapped paragraph text
// Output is deterministic (no dates inside), so regenerating an unchanged source changes nothing.

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const BODY_SIZE = 10.5;

interface Line {
  text: string;
  font: 'F1' | 'F2';
  size: number;
  indent: number;
  /** Space before the line, in points. */
  before: number;
  rule?: boolean;
}

/** Helvetica averages a little over half an em per character; wrap on that so lines never overflow. */
function wrap(text: string, size: number, width: number): string[] {
  const max = Math.floor(width / (size * 0.52));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > max) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

function layout(source: string): Line[] {
  const lines: Line[] = [];
  const width = PAGE_WIDTH - 2 * MARGIN;
  let paragraph: string[] = [];
  let gap = 0;
  const flush = () => {
    if (paragraph.length === 0) return;
    wrap(paragraph.join(' '), BODY_SIZE, width).forEach((text, i) =>
      lines.push({ text, font: 'F1', size: BODY_SIZE, indent: 0, before: i === 0 ? gap : 0 }),
    );
    paragraph = [];
    gap = 0;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.startsWith('# ')) {
      flush();
      wrap(line.slice(2), 17, width).forEach((text) => lines.push({ text, font: 'F2', size: 17, indent: 0, before: 6 }));
      gap = 6;
    } else if (line.startsWith('## ')) {
      flush();
      lines.push({ text: line.slice(3), font: 'F2', size: 12.5, indent: 0, before: 12 });
      gap = 2;
    } else if (line.startsWith('- ')) {
      flush();
      wrap(line.slice(2), BODY_SIZE, width - 16).forEach((text, i) =>
        lines.push({ text: i === 0 ? `\u2022  ${text}` : text, font: 'F1', size: BODY_SIZE, indent: i === 0 ? 4 : 16, before: i === 0 ? gap + 2 : 0 }),
      );
      gap = 0;
    } else if (line.startsWith('___ ')) {
      flush();
      lines.push({ text: line.slice(4), font: 'F1', size: BODY_SIZE, indent: 0, before: 14 + gap, rule: true });
      gap = 0;
    } else if (line === '') {
      flush();
      gap = 6;
    } else paragraph.push(line.trim());
  }
  flush();
  return lines;
}

/** Text for a PDF string literal: WinAnsi bytes, with the three special characters escaped. */
function pdfString(text: string): string {
  const ascii = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2022/g, '\x95')
    .replace(/[^\x20-\x7e\x95]/g, '?');
  return ascii.replace(/([\\()])/g, '\\$1');
}

function pageStreams(lines: Line[], footer: string): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const height = line.size * 1.35 + line.before;
    if (y - height < MARGIN + 24) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= height;
    const ops = pages[pages.length - 1]!;
    const x = MARGIN + line.indent;
    ops.push(`BT /${line.font} ${line.size} Tf ${x} ${y.toFixed(2)} Td (${pdfString(line.text)}) Tj ET`);
    if (line.rule) {
      const start = x + line.text.length * line.size * 0.52 + 8;
      ops.push(`0.5 w ${start.toFixed(2)} ${(y - 2).toFixed(2)} m ${PAGE_WIDTH - MARGIN} ${(y - 2).toFixed(2)} l S`);
    }
  }
  return pages.map((ops, i) =>
    [...ops, `BT /F1 8 Tf ${MARGIN} ${MARGIN} Td (${pdfString(`${footer} - page ${i + 1} of ${pages.length}`)}) Tj ET`].join('\n'),
  );
}

/** A complete PDF file of the source text. */
export function writePdf(source: string, info: { title: string; footer: string }): Buffer {
  const streams = pageStreams(layout(source), info.footer);
  const objects: string[] = [];
  const pageIds = streams.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  streams.forEach((stream, i) => {
    const pageId = pageIds[i]!;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${pdfString(info.title)}) /Producer (county content tools) >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
