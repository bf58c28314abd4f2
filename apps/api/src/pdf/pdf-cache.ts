import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

// Rendered PDFs, kept by what they print (decision 128). A card or a notice costs 20 to 30 ms of
// CPU to lay out and only a few to read from the roll, and a PDF's bytes depend on nothing but
// what it prints (its date is the roll's or the print day's, never the clock): so each request
// still reads the parcel, and the PDF is made only when those inputs were not seen before. Keyed
// by a digest of the inputs rather than by the roll's change count, which counts the parcels and
// owners tables only: a corrected value, sale or rate, a new hearing, or the next print day makes
// a new key, and nothing kept can be stale. The least recently used PDFs go first past MAX_BYTES.

const MAX_BYTES = 32 * 1024 * 1024;

export interface PdfCache {
  /** The PDF made from `inputs` (all that it prints, as JSON), rendered by `render` when not kept. */
  get(kind: string, inputs: unknown, render: () => Buffer): Buffer;
}

export function pdfCache(maxBytes = MAX_BYTES): PdfCache {
  const kept = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (pdf) => Math.max(1, pdf.length) });
  return {
    get(kind, inputs, render) {
      const key = createHash('sha256').update(kind).update('\u0000').update(JSON.stringify(inputs)).digest('base64url');
      let pdf = kept.get(key);
      if (!pdf) kept.set(key, (pdf = render()));
      return pdf;
    },
  };
}
