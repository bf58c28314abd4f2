import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messages } from '@county/shared';
import { reportFraudMessages } from '@county/shared/report-fraud';
import { feedbackTypeMessage, nameCharactersMessage, parcelIdMessage, recordIdMessage } from '@county/shared/feedback';

// Every catalog pair of the web app (each messages/en.json beside its es.json, the shared code tables' too): the same keys,
// valid ICU in both, the same placeholders and tags, and the specification's messages word for word.

const SRC = new URL('../src', import.meta.url).pathname;

function catalogFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (!entry.isDirectory()) return [];
    return entry.name === 'messages' ? [path] : catalogFolders(path);
  });
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;

/** Argument names and tag names used by a message, sorted. */
function placeholders(elements: MessageFormatElement[]): string[] {
  const found = new Set<string>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(elements);
  return [...found].sort();
}

function flatten(tree: object, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}.${key}`, value] as [string, string]] : flatten(value as object, `${prefix}.${key}`),
  );
}

// The code tables' catalog lives in the shared package: the PDFs the API prints read it too.
const folders = [...catalogFolders(SRC), ...catalogFolders(new URL('../../../packages/shared/src', import.meta.url).pathname)];
const english = Object.assign({}, ...folders.map((folder) => read(join(folder, 'en.json')))) as Record<string, string>;

describe('message catalogs', () => {
  it('finds the shell, forms and feature catalogs', () => {
    const names = folders.map((folder) => relative(SRC, folder));
    expect(names).toEqual(expect.arrayContaining(['i18n/messages', 'components/form-fields/messages', 'features/feedback/messages']));
  });

  for (const folder of folders) {
    describe(relative(SRC, folder), () => {
      const en = read(join(folder, 'en.json'));
      const es = read(join(folder, 'es.json'));

      it('has every key in both languages', () => {
        expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      });

      it('has valid ICU with the same placeholders, and Spanish that is its own text', () => {
        for (const key of Object.keys(en)) {
          const enAst = parse(en[key]!);
          const esAst = parse(es[key] ?? '');
          expect(placeholders(esAst), key).toEqual(placeholders(enAst));
          expect(es[key]!.trim().length, key).toBeGreaterThan(0);
        }
      });

      // ICU reads an apostrophe before '{' as a quote: "'{raw}' is not..." printed "{raw}" itself
      // (issue 41). A literal quote around a value is written '' in the catalog.
      it('fills every placeholder it names: none is quoted into the text as a literal', () => {
        const literal = (elements: MessageFormatElement[]): string =>
          elements
            .map((e) =>
              e.type === TYPE.literal
                ? e.value
                : e.type === TYPE.tag
                  ? literal(e.children)
                  : e.type === TYPE.plural || e.type === TYPE.select
                    ? Object.values(e.options)
                        .map((o) => literal(o.value))
                        .join(' ')
                    : '',
            )
            .join('');
        for (const [lang, catalog] of [
          ['en', en],
          ['es', es],
        ] as const) {
          const unfilled = Object.entries(catalog).filter(([, text]) => /\{[A-Za-z]\w*\}/.test(literal(parse(text))));
          expect(unfilled.map(([key]) => `${lang}: ${key}`)).toEqual([]);
        }
      });
    });
  }

  it('keeps no key in two catalogs, so a key always means one text', () => {
    const seen = new Map<string, string>();
    for (const folder of folders) {
      for (const key of Object.keys(read(join(folder, 'en.json')))) {
        expect(seen.get(key), `${key} in ${relative(SRC, folder)}`).toBeUndefined();
        seen.set(key, folder);
      }
    }
  });

  it("gives the specification's messages word for word in English", () => {
    const spec = new Map(flatten(messages, 'spec'));
    const used = Object.keys(english).filter((key) => key.startsWith('spec.'));
    expect(used.length).toBeGreaterThan(15);
    for (const key of used) expect(english[key], key).toBe(spec.get(key));
  });

  it("holds the shared form schemas' messages exactly, so form errors can be shown in Spanish", () => {
    const texts = new Set(Object.values(english));
    const schemaMessages = [
      ...flatten(messages.feedback, 'feedback')
        .filter(([key]) => key !== 'feedback.title')
        .map(([, text]) => text),
      parcelIdMessage,
      feedbackTypeMessage,
      recordIdMessage,
      nameCharactersMessage,
      ...Object.values(reportFraudMessages),
    ];
    for (const text of schemaMessages) expect(texts.has(text), text).toBe(true);
  });
});
