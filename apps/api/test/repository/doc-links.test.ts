import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Every relative link in the documentation (docs/**/*.md and the README) names a file that exists,
// so a renamed decision record cannot leave a dangling link behind. Links with a scheme (https:,
// mailto:, the content store's notice: and file:) and links inside a page (#...) are not files.

const root = resolve(import.meta.dirname, '../../../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const LINK = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const NOT_A_FILE = /^(?:[a-z][a-z0-9+.-]*:|#)/i;

/** The relative links of one Markdown file (code blocks left out), without their #fragment. */
function relativeLinks(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(LINK)]
    .map((m) => m[1]!)
    .filter((href) => !NOT_A_FILE.test(href))
    .map((href) => decodeURI(href.split('#')[0]!));
}

describe('documentation links', () => {
  const files = [...markdownFiles(join(root, 'docs')), join(root, 'README.md')];
  const links = files.flatMap((file) => relativeLinks(readFileSync(file, 'utf8')).map((href) => ({ file, href })));

  it('finds the links (the architecture page alone links every group of decision records)', () => {
    expect(links.length).toBeGreaterThan(20);
  });

  it('resolves every relative link to a file or folder of the repository', () => {
    const dangling = links
      .filter(({ file, href }) => !existsSync(href.startsWith('/') ? join(root, href) : resolve(dirname(file), href)))
      .map(({ file, href }) => `${relative(root, file)}: ${href}`);
    expect(dangling).toEqual([]);
  });
});
