import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../../src/config.ts';
import { renderContentFiles } from '../../src/content/content-files.ts';

// The office's printable documents are committed (content/files) and served as they are; they must
// stay what their plain-text sources make, or an edited source or a changed PDF writer would leave
// the public reading an older text. When this fails: `npm run content:files`.

it('serves the content PDFs their sources make today', () => {
  const contentDir = join(repoRoot, 'content');
  const made = renderContentFiles(contentDir, loadConfig({}).site.officeName);
  expect(made.length).toBeGreaterThanOrEqual(6);
  for (const { id, pdf } of made) {
    const committed = readFileSync(join(contentDir, 'files', `${id}.pdf`));
    expect(Buffer.from(pdf).equals(committed), `${id}.pdf differs from what content/file-sources/${id}.txt makes: run npm run content:files`).toBe(true);
  }
});
