import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import { Lexer, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';

// A Spanish page is the file X.es.md beside its English X.md (content/README.md). The office edits
// both, so this test holds them together: the same front matter keys, the same sections in the same
// order, the same link targets, the same tables and the same facts (amounts, rates, phone numbers,
// addresses, form numbers, dates). The files are read the way the content store reads them: the
// front matter with gray-matter and the Markdown with marked's lexer.

const contentDir = join(repoRoot, 'content');

/** The pages issue 21 asks to be in Spanish; each must have its .es.md. */
const REQUIRED = [
  'pages/dashboard', 'pages/homestead', 'faqcontent/SOH', 'faqcontent/Trim_Info', 'pages/appeals',
  'faqcontent/ImportantDates', 'faqcontent/FAQ', 'faqcontent/contact_us', 'content/ofc_directions',
  'pages/tpp', 'pages/accessibility', 'pages/disclaimer',
];

function* spanishFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* spanishFiles(path);
    else if (entry.name.endsWith('.es.md')) yield path;
  }
}

/** Every token of a Markdown tree, depth first, including list items and table cells. */
function* walk(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (token.type === 'list') yield* walk(token.items as Token[]);
    if (token.type === 'table') {
      for (const cell of [...token.header, ...token.rows.flat()] as { tokens: Token[] }[]) yield* walk(cell.tokens);
    }
    if ('tokens' in token && Array.isArray(token.tokens)) yield* walk(token.tokens);
  }
}

interface Shape {
  keys: string[];
  /** '## ' or '### ' plus the heading's own numbering ('1.'), which must survive translation. */
  headings: string[];
  links: string[];
  /** columns x rows of each table, in order */
  tables: string[];
  facts: string[];
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** The facts a translation must not change, written the same way in both languages. */
function factsOf(text: string): string[] {
  const t = text.toLowerCase().replace(/[*_\\]/g, '').replace(/\s+/g, ' ');
  const found = [
    ...t.match(/\$\d[\d,]*(?:\.\d+)?/g) ?? [],
    ...t.match(/\b\d+(?:\.\d+)?%/g) ?? [],
    ...t.match(/\b\d{3}-\d{3}-\d{4}\b/g) ?? [],
    ...t.match(/[\w.-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [],
    ...t.match(/\b\d{1,2}:\d{2} [ap]m\b/g) ?? [],
    ...t.match(/\bdr-\d+[a-z]?\b/g) ?? [],
    ...t.match(/\b(?:19|20)\d{2}\b/g) ?? [],
    ...[...t.matchAll(new RegExp(`\\b(${MONTHS.join('|')}) (\\d{1,2})\\b`, 'g'))].map((m) => `${m[1]} ${m[2]}`),
    ...[...t.matchAll(new RegExp(`\\b(\\d{1,2}) de (${MESES.join('|')})\\b`, 'g'))].map((m) => `${MONTHS[MESES.indexOf(m[2]!)]} ${m[1]}`),
  ];
  return [...new Set(found.map((f) => f.replace(/[.,]$/, '')))].sort();
}

function shapeOf(source: string): Shape & { data: Record<string, unknown> } {
  // A fresh copy of the text: gray-matter caches by content, and its cached object is shared.
  const { data, content } = matter(`${source}`);
  const tokens = [...walk(Lexer.lex(content, { gfm: true }))];
  return {
    data,
    keys: Object.keys(data).sort(),
    headings: tokens
      .filter((t): t is Token & { depth: number; text: string } => t.type === 'heading' && (t.depth === 2 || t.depth === 3))
      .map((t) => `${'#'.repeat(t.depth)} ${/^\d+\./.exec(t.text)?.[0] ?? ''}`.trim()),
    links: [...new Set(tokens.filter((t) => t.type === 'link').map((t) => (t as { href: string }).href))].sort(),
    tables: tokens.filter((t): t is Tokens.Table => t.type === 'table').map((t) => `${t.header.length}x${t.rows.length}`),
    // Link targets are compared on their own, so the facts are those of the words.
    facts: factsOf(content.replace(/\]\([^)]*\)/g, ']')),
  };
}

/** What a Spanish page does differently from its English page, in words the office can act on. */
function differences(english: string, spanish: string): string[] {
  const en = shapeOf(english);
  const es = shapeOf(spanish);
  const found: string[] = [];
  const compare = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) found.push(`${what}: English ${JSON.stringify(a)}, Spanish ${JSON.stringify(b)}`);
  };
  compare('front matter keys', en.keys, es.keys);
  compare('sections (## and ###, in order)', en.headings, es.headings);
  compare('link targets', en.links, es.links);
  compare('tables (columns x rows)', en.tables, es.tables);
  compare('facts', en.facts, es.facts);
  compare('placeholders', en.data.placeholders, es.data.placeholders);
  // The dates of ImportantDates feed the calendar: only their words may change.
  const when = (data: Record<string, unknown>) =>
    ((data.dates as { month: number; day: number; link?: string }[] | undefined) ?? []).map(({ month, day, link }) => ({ month, day, link }));
  compare('dates (month, day, link)', when(en.data), when(es.data));
  for (const key of ['title', 'summary']) {
    if (typeof es.data[key] !== 'string' || !(es.data[key]).trim()) found.push(`${key}: missing in Spanish`);
    else if (key === 'summary' && es.data[key] === en.data[key]) found.push(`${key}: not translated`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(es.data.updated instanceof Date ? es.data.updated.toISOString().slice(0, 10) : es.data.updated))) {
    found.push('updated: must be YYYY-MM-DD');
  }
  return found;
}

const ENGLISH = `---
title: Sample
summary: An English summary.
updated: 2026-11-22
keywords: [a]
---

Call 407-555-0100 by March 1; the fee is $15.

## First

[Homestead](/homestead) and [the form](file:DR-501).

### 1. Inner

| a | b |
|---|---|
| 1 | 2 |

## Second

[File](notice:tylerHX)
`;

describe('the comparison of a Spanish page with its English page', () => {
  const spanish = ENGLISH.replace('Sample', 'Muestra')
    .replace('An English summary.', 'Un resumen en español.')
    .replace('Call 407-555-0100 by March 1; the fee is $15.', 'Llame al 407-555-0100 antes del 1 de marzo; la tarifa es de $15.')
    .replace('## First', '## Primera')
    .replace('### 1. Inner', '### 1. Interior')
    .replace('## Second', '## Segunda')
    .replace('[File]', '[Solicitar]');

  it('accepts a faithful translation', () => {
    expect(differences(ENGLISH, spanish)).toEqual([]);
  });

  it('names each kind of drift', () => {
    const cases: [string, string][] = [
      [spanish.replace('keywords: [a]\n', ''), 'front matter keys'],
      [spanish.replace('## Segunda', 'Segunda'), 'sections'],
      [spanish.replace('### 1. Interior', '## 1. Interior'), 'sections'],
      [spanish.replace('### 1. Interior', '### 2. Interior'), 'sections'],
      [spanish.replace('(/homestead)', '(/homestead-es)'), 'link targets'],
      [spanish.replace('(file:DR-501)', '(file:DR-501T)'), 'link targets'],
      [spanish.replace('| 1 | 2 |', '| 1 | 2 |\n| 3 | 4 |'), 'tables'],
      [spanish.replace('407-555-0100', '407-555-0110'), 'facts'],
      [spanish.replace('1 de marzo', '2 de marzo'), 'facts'],
      [spanish.replace('$15', '$25'), 'facts'],
      [spanish.replace('Un resumen en español.', 'An English summary.'), 'summary: not translated'],
      [spanish.replace('updated: 2026-11-22', 'updated: 24/11/2026'), 'updated'],
    ];
    for (const [broken, expected] of cases) {
      const found = differences(ENGLISH, broken);
      expect(found, expected).toHaveLength(1);
      expect(found[0], expected).toContain(expected);
    }
  });

  it('reads a Spanish date the English way', () => {
    expect(factsOf('Antes del 1 de marzo de 2027, o del 31 de MARZO.')).toEqual(['2027', 'march 1', 'march 31']);
    expect(factsOf('By March 1, 2027, or March 31.')).toEqual(['2027', 'march 1', 'march 31']);
  });
});

describe('the Spanish pages of content/', () => {
  const files = [...spanishFiles(contentDir)].sort();

  it('include every page issue 21 asks for', () => {
    const have = files.map((f) => relative(contentDir, f).replace(/\.es\.md$/, ''));
    expect(REQUIRED.filter((page) => !have.includes(page))).toEqual([]);
  });

  it.each(files.map((f) => [relative(contentDir, f), f]))('%s matches its English page', (_name, file) => {
    const english = file.replace(/\.es\.md$/, '.md');
    expect(existsSync(english), `${relative(contentDir, english)} must exist beside it`).toBe(true);
    expect(differences(readFileSync(english, 'utf8'), readFileSync(file, 'utf8'))).toEqual([]);
  });
});
