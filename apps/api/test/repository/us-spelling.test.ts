import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// A Florida office writes American English. This test rejects British spellings in everything a
// visitor reads: the content files (pages, listings, printable-form sources, the assistant's
// answers) and the text of the web app and the shared messages (decision 75).

const root = resolve(import.meta.dirname, '../../../..');

const SCANNED = ['content', 'apps/web/src', 'packages/shared/src'];
const EXTENSIONS = /\.(md|txt|ts|tsx|css|html)$/;
const SKIPPED = [
  // The assistant's synonyms list British spellings on purpose: people type them.
  'content/assistant/vocabulary.md',
];

/** British spelling -> the American one (whole words, any case). */
const BRITISH: [RegExp, string][] = [
  [/\blicen(ce|ces)\b/i, 'license'],
  [/\bdependants?\b/i, 'dependent'],
  [/\bcentres?\b/i, 'center'],
  [/\borganis(e|ed|es|ing|ation|ations)\b/i, 'organiz-'],
  [/\bautumn\b/i, 'fall'],
  [/\bcolours?(ed|ful)?\b/i, 'color'],
  [/\bneighbours?(hoods?|ing)?\b/i, 'neighbor'],
  [/\bfavou?r(ite|able)\b/i, 'favorite, favorable'],
  [/\bfavours?\b/i, 'favor'],
  [/\bbehaviours?\b/i, 'behavior'],
  [/\bhonour(s|ed|ing)?\b/i, 'honor'],
  [/\blabour\b/i, 'labor'],
  [/\bprogrammes?\b/i, 'program'],
  [
    /\b(analys|recognis|realis|summaris|apologis|authoris|emphasis|minimis|prioritis|utilis|categoris|customis|finalis|itemis|standardis)(e|ed|es|ing)\b/i,
    '-ize',
  ],
  [/\bauthorisation\b/i, 'authorization'],
  [/\bcatalogues?\b/i, 'catalog'],
  [/\bcheques?\b/i, 'check'],
  [/\bjudgement\b/i, 'judgment'],
  [/\b(defence|offences?)\b/i, 'defense, offense'],
  [/\b(whilst|amongst)\b/i, 'while, among'],
  [/\b(learnt|spelt)\b/i, 'learned, spelled'],
  [/\b(remodelled|travelled|modelled|labelled|cancelling)\b/i, 'one l'],
  [/\benrolment\b/i, 'enrollment'],
  [/\bfulfil\b/i, 'fulfill'],
  [/\bstoreys\b/i, 'stories'],
  [/\b(metres?|litres?)\b/i, 'meter, liter'],
  [/\bper cent\b/i, 'percent'],
  [/\bpostcodes?\b/i, 'ZIP code'],
  [/\bfortnight\b/i, 'two weeks'],
  [/\bkerb\b/i, 'curb'],
  [/\btyres?\b/i, 'tire'],
  [/\baluminium\b/i, 'aluminum'],
  [/\bjewellery\b/i, 'jewelry'],
];

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (EXTENSIONS.test(entry.name)) yield path;
  }
}

/** Every British spelling in a text, as "line: word (use american)". */
export function britishSpellings(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [pattern, american] of BRITISH) {
      const match = new RegExp(pattern.source, 'gi');
      for (const m of line.matchAll(match)) found.push(`${index + 1}: ${m[0]} (use ${american})`);
    }
  });
  return found;
}

describe('US spelling', () => {
  it('finds the British spellings it is meant to refuse, and no false alarms on American ones', () => {
    expect(britishSpellings('a driver licence\nthe town centre in autumn')).toEqual([
      '1: licence (use license)',
      '2: centre (use center)',
      '2: autumn (use fall)',
    ]);
    expect(britishSpellings('a driver license, the town center in the fall, licensed dependents, tired, typed, summary')).toEqual([]);
  });

  it('is used in the content, the web app and the shared messages', () => {
    const problems: string[] = [];
    for (const dir of SCANNED) {
      for (const path of files(join(root, dir))) {
        const name = relative(root, path);
        if (SKIPPED.some((s) => name === s || name.startsWith(s))) continue;
        for (const hit of britishSpellings(readFileSync(path, 'utf8'))) problems.push(`${name}:${hit}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
