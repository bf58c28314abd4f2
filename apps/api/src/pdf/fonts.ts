import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The PDFs embed DejaVu Sans, which covers Latin-1 and far beyond (á é í ó ú ñ ü ¿ ¡ and the
// typographic quotes), from the dejavu-fonts-ttf package: installed with the server, never fetched
// at run time. Each PDF embeds only the glyphs it uses (decision 82).

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** The two faces, read once per process. */
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(join(fontDir, 'DejaVuSans.ttf')),
    bold: readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf')),
  };
  return fonts;
}
