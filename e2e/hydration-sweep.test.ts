import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Lang } from '@county/shared';
import { openBrowser, type Browser } from './browser.ts';
import { PARCEL, ROUTES } from './a11y.ts';
import { firstAccount } from './sample-county.ts';
import { consoleErrors, contentPages, keepPageViewsInTab } from './sweep-checks.ts';

// Issue 41: every route in both languages, opened as a visitor opens it, hydrates without a console
// error (React's #418, a server HTML the browser's first render does not match, included), and no
// text of its main changes language once the script has run: the server's HTML (what a phone
// paints first) and the hydrated page say the same things in the same language.

const ACCOUNT = '{account}';
const SWEPT = [
  ...new Set([...ROUTES, ...contentPages(), `/trim?pid=${PARCEL}`, `/map?pid=${PARCEL}`, `/owner-alert?pid=${PARCEL}`, `/tangiblecard?acct=${ACCOUNT}`]),
];

// Each language's catalogs, and the texts only the other language has (long enough to be a
// sentence or a label, not a shared name such as "Homestead").
function catalogFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => (entry.name === 'messages' ? [join(dir, entry.name)] : catalogFolders(join(dir, entry.name))));
}
const FOLDERS = catalogFolders(join(import.meta.dirname, '..', 'apps', 'web', 'src'));
const texts = (lang: Lang) =>
  new Set(
    FOLDERS.flatMap((folder) => Object.values(JSON.parse(readFileSync(join(folder, `${lang}.json`), 'utf8')) as Record<string, string>)).filter(
      (text) => !/[{}<]/.test(text) && text.length >= 8,
    ),
  );
const onlyIn = (lang: Lang, other: Lang) => [...texts(lang)].filter((text) => !texts(other).has(text));
const FOREIGN: Record<Lang, string[]> = { en: onlyIn('es', 'en'), es: onlyIn('en', 'es') };

// Words that mark a line as English or Spanish (none is a word of both).
const WORDS: Record<Lang, Set<string>> = {
  en: new Set(['the', 'and', 'of', 'to', 'is', 'for', 'your', 'with', 'this', 'are', 'by', 'on', 'from', 'you', 'will', 'has', 'have', 'was', 'its']),
  es: new Set(['el', 'la', 'los', 'las', 'de', 'del', 'que', 'y', 'en', 'por', 'para', 'con', 'su', 'sus', 'es', 'un', 'una', 'se', 'al']),
};
const count = (line: string, words: Set<string>) =>
  line
    .toLowerCase()
    .split(/[^a-záéíóúñü]+/)
    .filter((w) => words.has(w)).length;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
// Compared without spaces: the server's HTML, its tags taken out, has spaces where a browser shows none ("<b>1</b>." reads "1 .").
const bare = (text: string) => text.replace(/\s+/g, '');

/** The text of the main element of the server's HTML, as a browser without the script shows it, without spaces (bare). */
function serverMainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const text = main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return bare(text);
}

let browser: Browser;
let account = '';
beforeAll(async () => {
  browser = await openBrowser();
  account = await firstAccount();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'es'] as const)('every route hydrated (%s)', (lang: Lang) => {
  const prefix = lang === 'es' ? '/es' : '';
  const other: Lang = lang === 'es' ? 'en' : 'es';
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    page = await browser.newPage();
    await keepPageViewsInTab(page);
    // The one route that is missing on purpose answers 404, which the browser logs for the document.
    errors = consoleErrors(page, (url) => new URL(url).pathname.endsWith('/no-such-page'));
  });
  afterAll(async () => {
    await page?.close();
  });

  it.each(SWEPT)(`${prefix}%s: no console error, and its main keeps its language`, async (route) => {
    const path = `${prefix}${route.replace(ACCOUNT, account)}`;
    const server = serverMainText(await (await fetch(`${browser.baseURL}${path}`)).text());
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const hydrated = (await page.locator('main').innerText()).split('\n').map(squash).filter(Boolean);
    const all = hydrated.join(' ');
    // The office's own pages are English under every prefix (staff pages may be English only):
    // their language is not checked, their console is.
    const checked = route.startsWith('/office') ? [] : hydrated;
    const problems = [
      ...errors.splice(0),
      // A text of the other language's catalogs that the server's HTML did not have.
      ...FOREIGN[lang].filter((text) => checked.length > 0 && all.includes(text) && !server.includes(bare(text))).map((text) => `became ${other}: "${text}"`),
      // A line the script wrote that reads as the other language.
      ...checked
        .filter((line) => !server.includes(bare(line)) && line.split(' ').length >= 4 && count(line, WORDS[other]) >= 2 && count(line, WORDS[lang]) === 0)
        .map((line) => `new line in ${other}: "${line.slice(0, 120)}"`),
    ];
    expect(problems, path).toEqual([]);
  });
});
