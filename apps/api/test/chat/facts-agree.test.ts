import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { loadKnowledgeBase, type Topic } from '../../src/chat/knowledge-base.ts';
import { sentences } from '../../src/chat/reply-text.ts';

// Every fact the assistant states must agree with the content pages, since the office edits both:
// a date, an amount, a share, a number of days, a phone number, an e-mail address, an hour or a
// form number in a topic's answer (English or Spanish) must be written on the page the topic links
// to, on a page that page links to, or on a page the topic names under `sources`. A page edited without its topic (or the other way round)
// fails here, naming both.

const contentDir = resolve(repoRoot, 'content');
const kb = loadKnowledgeBase(join(contentDir, 'assistant'));

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** The facts of a text, written the English way ('1 de marzo' becomes 'march 1'). */
export function factsOf(text: string): string[] {
  const t = text.toLowerCase().normalize('NFC');
  const facts: string[] = [];
  const all = (re: RegExp, f: (m: RegExpMatchArray) => string = (m) => m[0]) => {
    for (const m of t.matchAll(re)) facts.push(f(m));
  };
  all(/\$\d[\d,]*/g);
  all(/\b\d+(?:\.\d+)?%/g);
  all(/\b\d{3}-\d{3}-\d{4}\b/g);
  all(/[\w.-]+@[\w-]+(?:\.[\w-]+)+/g);
  all(/\b\d{1,2}:\d{2} [ap]m\b/g);
  all(/\bdr-\d+[a-z]?\b/g);
  all(new RegExp(`\\b(${MONTHS.join('|')}) (\\d{1,2})\\b`, 'g'), (m) => `${m[1]} ${m[2]}`);
  all(new RegExp(`\\b(\\d{1,2}) de (${MESES.join('|')})\\b`, 'g'), (m) => `${MONTHS[MESES.indexOf(m[2]!)]} ${m[1]}`);
  all(new RegExp(`\\b(?:in|en) (${[...MONTHS, ...MESES].join('|')})\\b`, 'g'), (m) => MONTHS[MESES.indexOf(m[1]!)] ?? m[1]!);
  all(/\b(\d+) (?:days|días)\b/g, (m) => `${m[1]} days`);
  return [...new Set(facts.map((f) => f.replace(/[.,]$/, '')))];
}

/** The content file of a path of the site, if the office writes that page. */
function pageFile(link: string): string | null {
  const path = link.split(/[?#]/)[0]!;
  const m = /^\/(content|faqcontent|videocontent|hybcontent)\/([^/]+)$/.exec(path);
  const file = m ? join(contentDir, m[1]!, `${m[2]}.md`) : join(contentDir, 'pages', `${path.slice(1)}.md`);
  return existsSync(file) ? file : null;
}

/** A page's text as facts are compared: without Markdown emphasis, spacing and case. */
function pageText(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/[*_\\]/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The page a topic links to and the pages it links to; for links outside the content, every page. */
function sourcesOf(topic: Topic): string[] {
  const own = pageFile(topic.link);
  if (!own) return everyPage();
  const text = readFileSync(own, 'utf8');
  const linked = [...text.matchAll(/\]\((\/[^)\s]+)\)/g)].map((m) => m[1]!);
  return [...new Set([own, ...[...linked, ...topic.sources].map(pageFile).filter((f): f is string => f !== null)])];
}

function everyPage(): string[] {
  return ['pages', 'content', 'faqcontent', 'hybcontent', 'videocontent'].flatMap((dir) =>
    readdirSync(join(contentDir, dir))
      .filter((f) => f.endsWith('.md'))
      .map((f) => join(contentDir, dir, f)),
  );
}

describe('facts of the assistant and of the content pages', () => {
  it('finds dates, amounts, days, phones and forms in a sentence, in English and Spanish', () => {
    expect(factsOf('File by March 1 with form DR-501; call 407-555-0110.')).toEqual(['407-555-0110', 'dr-501', 'march 1']);
    expect(factsOf('Vence el 1 de abril; multa del 5% y $15, dentro de 25 días, mailed in August.')).toEqual(['$15', '5%', 'april 1', 'august', '25 days']);
  });

  it('states no fact that the linked content pages do not', () => {
    const disagreements: string[] = [];
    for (const topic of kb.topics) {
      const sources = sourcesOf(topic).map(pageText).join(' ');
      for (const sentence of [...sentences(topic.answer), ...sentences(topic.es?.answer ?? '')]) {
        for (const fact of factsOf(sentence)) {
          if (!sources.includes(fact)) disagreements.push(`${topic.id} (${topic.link}): '${fact}' in "${sentence}"`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('would catch a page that changes a date', () => {
    const trim = kb.topics.find((t) => t.link === '/faqcontent/Trim_Info' && t.title === 'TRIM Notices')!;
    const page = pageText(pageFile(trim.link)!);
    expect(factsOf(trim.answer).every((f) => page.includes(f))).toBe(true);
    const edited = page.replaceAll('25 days', '30 days');
    expect(factsOf(trim.answer).every((f) => edited.includes(f))).toBe(false);
  });
});
