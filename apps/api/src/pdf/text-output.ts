import { deflateSync } from 'node:zlib';

// pdfkit makes a byte array of every operator it adds to a page (a dozen for each line of text,
// thousands in a TRIM notice) and of every line of the file it writes, and pushes each line of the
// file through a Node stream; together with the garbage they leave, that was about a tenth of a
// notice's time (decision 82). Here a page's operators are kept as text and made bytes once, when
// the page ends, and the file's lines are collected and joined at the end. The bytes are the same:
// pdfkit keeps the low byte of each character, as a latin1 Buffer does, and ends each with a newline.
// This replaces two methods pdfkit 0.20 does not document (a reference's write and end, and the
// document's _write); the tests that render twice and read the text back cover a change in them.
// Streams are compressed at zlib's fastest level rather than pdfkit's default (6): half the time, a
// tenth of a notice's CPU, for files about 7% larger (decision 82).

interface PdfkitReference {
  write: (chunk: unknown) => void;
  end: (chunk?: unknown) => void;
  finalize: () => void;
  compress: boolean;
  buffer: Uint8Array[];
}
interface PdfkitDocument {
  page: { content: PdfkitReference };
  ref: (data?: unknown) => PdfkitReference;
  _write: (data: unknown) => void;
  _offset: number;
  on: (event: 'pageAdded', listener: () => void) => void;
  read: () => Buffer | null;
}

/** Gathers a document's pages and file as text; `bytes()` gives the finished file once pdfkit has ended it. */
export function gatherOutput(document: PDFKit.PDFDocument): { bytes: () => Buffer } {
  const doc = document as unknown as PdfkitDocument;
  compressFast(doc);
  gatherPage(doc.page.content);
  doc.on('pageAdded', () => gatherPage(doc.page.content));

  const chunks: Uint8Array[] = [];
  let lines = '';
  const flush = () => {
    if (lines) chunks.push(Buffer.from(lines, 'latin1'));
    lines = '';
  };
  doc._write = (data) => {
    if (data instanceof Uint8Array) {
      flush();
      chunks.push(data);
      doc._offset += data.length;
      return;
    }
    const line = `${String(data)}\n`;
    lines += line;
    doc._offset += line.length;
  };
  return {
    bytes: () => {
      flush();
      // The file's header, written as pdfkit made the document, is in its stream.
      const head: Uint8Array[] = [];
      for (let chunk = doc.read(); chunk !== null; chunk = doc.read()) head.push(chunk);
      return Buffer.concat([...head, ...chunks]);
    },
  };
}

/** Every stream of the document (the first page's content, made with it, and each one after) is deflated at level 1 when finalized. */
function compressFast(doc: PdfkitDocument): void {
  const ref = doc.ref.bind(doc);
  doc.ref = (data) => deflateFast(ref(data));
  deflateFast(doc.page.content);
}

function deflateFast(reference: PdfkitReference): PdfkitReference {
  const finalize = reference.finalize.bind(reference);
  reference.finalize = () => {
    // pdfkit marked the stream FlateDecode when it was written to; only the compressing is ours.
    if (reference.compress && reference.buffer.length > 0) {
      reference.buffer = [deflateSync(Buffer.concat(reference.buffer), { level: 1 })];
      reference.compress = false;
    }
    finalize();
  };
  return reference;
}

function gatherPage(content: PdfkitReference): void {
  const write = content.write.bind(content);
  const end = content.end.bind(content);
  let operators = '';
  const flush = () => {
    if (operators) write(Buffer.from(operators, 'latin1'));
    operators = '';
  };
  content.write = (chunk) => {
    if (chunk instanceof Uint8Array) {
      flush();
      write(chunk);
    } else operators += `${String(chunk)}\n`;
  };
  content.end = (chunk) => {
    flush();
    end(chunk);
  };
}
