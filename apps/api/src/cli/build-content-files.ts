import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, repoRoot } from '../config.ts';
import { renderContentFiles } from '../content/content-files.ts';

// Regenerates the printable documents of content/files from their plain-text sources in
// content/file-sources (one PDF per .txt, same name). Run after editing a source, or after a change
// of the PDF writer that changes its bytes (a test says when):
//   npm run content:files [-- contentDir]

const contentDir = resolve(process.argv[2] ?? process.env.CONTENT_DIR ?? join(repoRoot, 'content'));
const target = join(contentDir, 'files');
mkdirSync(target, { recursive: true });
for (const { id, pdf } of renderContentFiles(contentDir, loadConfig().site.officeName)) {
  writeFileSync(join(target, `${id}.pdf`), pdf);
  console.log(`${id}.pdf  ${pdf.length} bytes`);
}
