import { words, type Analyzer, type Term } from './analyzer.ts';

// Picks the one or two sentences of a topic's short answer that answer the question, so that
// 'when is the homestead deadline' opens with the sentence that holds March 1 rather than the
// topic's first line. Sentences are scored by the question's terms they share (weighted like the
// ranking) and by whether they hold the kind of fact the question asks for: a date for 'when', an
// amount for 'how much', a phone number for 'who do I call'.

interface FactKind {
  /** Words of a question (lower case, accents removed) that ask for this kind of fact. */
  asks: Set<string>;
  /** Whether a sentence holds such a fact. */
  has: RegExp;
}

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|' +
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';

const FACT_KINDS: FactKind[] = [
  {
    asks: new Set(['when', 'deadline', 'date', 'due', 'month', 'day', 'days', 'late', 'long', 'cuando', 'fecha', 'plazo', 'vence', 'dias', 'mes']),
    has: new RegExp(String.raw`\b(${MONTHS})\b|\b\d+ (days|dias|días|weeks|semanas)\b`, 'i'),
  },
  {
    asks: new Set(['much', 'cost', 'costs', 'fee', 'amount', 'save', 'percent', 'penalty', 'limit', 'cuanto', 'cuesta', 'costo', 'ahorro', 'multa', 'limite']),
    has: /[$%]|\bpercent\b/i,
  },
  {
    asks: new Set(['phone', 'call', 'number', 'who', 'contact', 'telefono', 'llamar', 'quien', 'numero']),
    has: /\b\d{3}-\d{3}-\d{4}\b|@/,
  },
  {
    asks: new Set(['where', 'address', 'located', 'location', 'donde', 'direccion', 'ubicada', 'online']),
    has: /\b\d+ [A-Z]\w*|\bonline\b|\ben línea\b|\bsite\b|\bsitio\b/i,
  },
  {
    asks: new Set(['hours', 'open', 'close', 'closed', 'time', 'horario', 'abren', 'cierran', 'hora']),
    has: /\b\d{1,2}:\d{2}\s?[AP]M\b/i,
  },
];

/** Words that ask for a way to do something: the sentence after the best one usually goes on with it. */
const ASKS_HOW = new Set(['how', 'steps', 'process', 'como', 'hago', 'pasos']);

/** How much a sentence holding the asked-for kind of fact gains, against a full term match of 1. */
const KIND_BONUS = 0.6;
/** A second sentence is added when it scores at least this share of the best one. */
const SECOND_SENTENCE = 0.35;
/** Longest reply text, so that two sentences stay a short answer. */
const MAX_TEXT = 320;

/** Splits a short answer into sentences; 'S. Orange Ave' and '8:00 AM' do not end one. */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<!\b[A-Z]\.)(?<=[.!?])\s+(?=[A-Z0-9$¿¡ÁÉÍÓÚÑ"(])/)
    .filter((s) => s.length > 0);
}

/** An answer split into sentences with each sentence's terms, made once per answer. */
export interface PreparedAnswer {
  sentences: string[];
  terms: Set<string>[];
}

export function prepareAnswer(answer: string, analyzer: Analyzer): PreparedAnswer {
  const all = sentences(answer);
  return { sentences: all, terms: all.map((sentence) => new Set(analyzer.indexTerms(sentence))) };
}

export function replyText(answer: PreparedAnswer, question: string, analyzer: Analyzer, weight: (term: Term) => number): string {
  const { sentences: all, terms: own } = answer;
  if (all.length <= 1) return all[0] ?? '';
  const terms = analyzer.queryTerms(question);
  const total = terms.reduce((sum, t) => sum + weight(t), 0) * Math.log(1 + all.length);
  const asked = new Set(words(question));
  const kinds = FACT_KINDS.filter((k) => [...k.asks].some((w) => asked.has(w)));
  // A word most sentences share (the topic's own name) tells them apart less than one only a
  // single sentence holds: 'apply' picks the sentence about applying out of an answer about farms.
  const spread = (stem: string) => Math.log(1 + all.length / Math.max(1, own.filter((o) => o.has(stem)).length));
  const scored = all.map((sentence, position) => {
    let hit = 0;
    for (const t of terms) if (own[position]!.has(t.stem)) hit += weight(t) * spread(t.stem);
    const kind = kinds.filter((k) => k.has.test(sentence)).length * KIND_BONUS;
    return { sentence, position, hit, score: (total > 0 ? hit / total : 0) + kind };
  });
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.position - b.position);
  const best = ranked[0]!;
  // Nothing in the answer speaks to the question in particular: its lead, the first sentences.
  if (best.score === 0) return all[0]!.length + all[1]!.length < MAX_TEXT ? `${all[0]} ${all[1]}` : all[0]!;
  const second = ranked[1];
  // A second sentence must share a word with the question: holding a date is not enough to
  // follow an answer to 'when' with another date. It comes after the best one, so that the asked
  // date opens the reply ('When are TPP returns due?' starts with April 1, not January 1).
  if (second && second.hit > 0 && second.score >= best.score * SECOND_SENTENCE && best.sentence.length + second.sentence.length < MAX_TEXT) {
    return `${best.sentence} ${second.sentence}`;
  }
  if ([...ASKS_HOW].some((w) => asked.has(w))) {
    // 'How do I appeal?': the step after the first one.
    const next = scored[best.position + 1];
    if (next && best.sentence.length + next.sentence.length < MAX_TEXT) return `${best.sentence} ${next.sentence}`;
  }
  return best.sentence;
}
