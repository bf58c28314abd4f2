import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, repoRoot } from '../config.ts';
import { textDocumentPdf } from '../pdf/text-document.ts';

// Regenerates the printable documents of content/files from their plain-text sources in
// content/file-sources (one PDF per .txt, same name). Run after editing a source:
//   npm run content:files [-- contentDir]

const contentDir = resolve(process.argv[2] ?? process.env.CONTENT_DIR ?? join(repoRoot, 'content'));
const sources = join(contentDir, 'file-sources');
const target = join(contentDir, 'files');
mkdirSync(target, { recursive: true });
const office = loadConfig().site.officeName;

for (const name of readdirSync(sources)
  .filter((n) => n.endsWith('.txt'))
  .sort()) {
  const id = name.slice(0, -4);
  const source = readFileSync(join(sources, name), 'utf8');
  const title = /^# (.+)$/m.exec(source)?.[1] ?? id;
  const pdf = textDocumentPdf(source, { title, footer: `${id} - ${office} - summary for the public` });
  writeFileSync(join(target, `${id}.pdf`), pdf);
  console.log(`${id}.pdf  ${pdf.length} bytes`);
}
