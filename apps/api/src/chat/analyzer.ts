import { stemmer } from 'stemmer';
import SearchableMap from 'minisearch/SearchableMap';
import type { ChatLanguage } from '@county/shared';
import type { Vocabulary } from './knowledge-base.ts';

// Turns a question (or a phrasing of the knowledge base) into the terms the index holds: lower
// case without accents or punctuation, every word stemmed, synonyms and abbreviations replaced by
// one spelling, filler words dropped. Synonyms are matched on stems, so 'appraisers' finds the
// entry written 'appraiser'. Questions also get their misspelt words corrected against the words
// the knowledge base uses, so 'homstead exemtion' finds what 'homestead exemption' finds.

export interface Term {
  /** The stemmed term the index is searched with. */
  stem: string;
  /** Question words ('where', 'when') and numbers help rank but never make an answer confident on their own. */
  weak: boolean;
}

// Everyday English words that outweigh a stray Spanish-looking one ('de novo', 'la quinta').
const ENGLISH_MARKERS = new Set([
  'the',
  'is',
  'are',
  'my',
  'how',
  'what',
  'when',
  'where',
  'who',
  'do',
  'does',
  'i',
  'for',
  'to',
  'of',
  'can',
  'you',
  'and',
  'in',
  'on',
  'it',
  'why',
]);

interface Word {
  raw: string;
  stem: string;
}

export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\w)['’]s\b/g, '$1')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

function stem(raw: string): string {
  return /\d/.test(raw) ? raw : stemmer(raw);
}

export class Analyzer {
  /** Stemmed variant word sequences (joined by spaces) to the words they stand for. */
  private readonly variants = new Map<string, Word[]>();
  private readonly longestVariant: number;
  private readonly stopWords: Set<string>;
  private readonly weakWords: Set<string>;
  private readonly spanishMarkers: Set<string>;
  /** Every word the knowledge base and the vocabulary know, for spelling correction. */
  private readonly known = new SearchableMap<number>();

  constructor(vocabulary: Vocabulary) {
    let longest = 1;
    for (const [canonical, variants] of Object.entries(vocabulary.synonyms)) {
      const target = words(canonical).map((raw) => ({ raw, stem: stem(raw) }));
      // The spelling itself is listed too, so that its words are not replaced one by one.
      for (const variant of [canonical, ...variants]) {
        const key = words(variant);
        longest = Math.max(longest, key.length);
        this.variants.set(key.map(stem).join(' '), target);
        for (const w of key) this.learn(w);
      }
    }
    this.longestVariant = longest;
    this.stopWords = new Set(vocabulary.fillerWords.flatMap(words));
    this.weakWords = new Set(vocabulary.questionWords.flatMap(words));
    this.spanishMarkers = new Set(vocabulary.spanishMarkers.flatMap(words));
    for (const w of [...this.stopWords, ...this.weakWords]) this.learn(w);
  }

  /**
   * The language of a question: Spanish when it has Spanish punctuation or letters (¿ ¡ ñ, an
   * accented vowel) or more Spanish function words than English ones; English when it has more
   * English ones; otherwise the page's language (English when not given).
   */
  language(text: string, page: ChatLanguage = 'en'): ChatLanguage {
    if (/[¿¡ñáéíóú]/i.test(text)) return 'es';
    let spanish = 0;
    let english = 0;
    for (const w of words(text)) {
      if (this.spanishMarkers.has(w)) spanish++;
      if (ENGLISH_MARKERS.has(w)) english++;
    }
    if (spanish === english) return page;
    return spanish > english ? 'es' : 'en';
  }

  /** Records the words of a knowledge-base text as correctly spelt. */
  learnText(text: string): void {
    for (const w of words(text)) this.learn(w);
  }

  /** Terms of a knowledge-base text, for the index. */
  indexTerms(text: string): string[] {
    return this.analyze(words(text)).map((t) => t.stem);
  }

  /**
   * Terms of a question, with spelling corrected unless `correct` is false: the correction looks
   * every unknown word up within one or two edits, which costs far more than the rest, and the
   * search box first asks without it (a name is nearly all unknown words).
   */
  queryTerms(text: string, correct = true): Term[] {
    const typed = words(text);
    return this.analyze(correct ? typed.map((w) => this.correct(w)) : typed);
  }

  private learn(word: string): void {
    this.known.update(word, (count = 0) => count + 1);
  }

  private analyze(input: string[]): Term[] {
    const out: Term[] = [];
    for (const w of this.replaceSynonyms(input.map((raw) => ({ raw, stem: stem(raw) })))) {
      if (this.stopWords.has(w.raw)) continue;
      // A number alone ('65', '2024') says too little to answer on; it still helps rank.
      out.push({ stem: w.stem, weak: this.weakWords.has(w.raw) || /^\d+$/.test(w.raw) });
    }
    return out;
  }

  // Greedy longest match, so 'save our homes' becomes one term before 'our' is dropped as filler.
  private replaceSynonyms(input: Word[]): Word[] {
    const out: Word[] = [];
    let i = 0;
    while (i < input.length) {
      let matched = false;
      for (let n = Math.min(this.longestVariant, input.length - i); n >= 1; n--) {
        const key = input
          .slice(i, i + n)
          .map((w) => w.stem)
          .join(' ');
        const target = this.variants.get(key);
        if (target) {
          out.push(...target);
          i += n;
          matched = true;
          break;
        }
      }
      if (!matched) out.push(input[i++]!);
    }
    return out;
  }

  // A word the knowledge base does not know is replaced by the closest one it does: one edit away
  // for shorter words, two for long ones; the more common word wins a tie. Four-letter words are
  // only corrected to filler and question words ('wher'), since too many near neighbours ('life',
  // 'live') make a guess wrong; shorter words and numbers are left alone.
  private correct(word: string): string {
    if (word.length < 4 || /\d/.test(word) || this.known.has(word)) return word;
    const distance = word.length < 8 ? 1 : 2;
    let best: { word: string; distance: number; count: number } | null = null;
    for (const [candidate, [count, d]] of this.known.fuzzyGet(word, distance)) {
      if (word.length === 4 && !this.stopWords.has(candidate) && !this.weakWords.has(candidate)) continue;
      if (!best || d < best.distance || (d === best.distance && count > best.count)) {
        best = { word: candidate, distance: d, count };
      }
    }
    return best?.word ?? word;
  }
}
