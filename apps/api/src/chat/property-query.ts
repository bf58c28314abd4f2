// Finds a parcel id or a street address inside a question, so that 'who owns 123 Main St' or
// 'value of 35-20-27-6645-00-001' is answered with a parcel search for exactly that.

export interface PropertyMention {
  kind: 'parcel' | 'address';
  /** What to search for, as the person typed it. */
  text: string;
  /** The question without it, for finding the other answers. */
  rest: string;
}

// Display order 35-20-27-6645-00-001 (dashes, spaces or none) or the stored 15 digits.
const PARCEL = /\b\d{2}[-\s]?\d{2}[-\s]?\d{2}[-\s]?\d{4}[-\s]?\d{2}[-\s]?\d{3}\b/;

const SUFFIXES = [
  'st',
  'street',
  'ave',
  'av',
  'avenue',
  'rd',
  'road',
  'dr',
  'drive',
  'blvd',
  'boulevard',
  'ln',
  'lane',
  'ct',
  'court',
  'cir',
  'circle',
  'way',
  'pl',
  'place',
  'ter',
  'terrace',
  'trl',
  'trail',
  'pkwy',
  'parkway',
  'hwy',
  'highway',
  'loop',
  'cv',
  'cove',
  'pt',
  'point',
  'plz',
  'plaza',
  'sq',
  'square',
  'xing',
  'crossing',
  'run',
  'path',
  'row',
  'aly',
  'alley',
];

// A house number, an optional direction, up to three name words, and a street suffix; a unit, a
// city and a ZIP code may follow and belong to the address too.
const ADDRESS = new RegExp(
  String.raw`\b\d{1,6}[a-z]?\s+(?:(?:n|s|e|w|ne|nw|se|sw|north|south|east|west)\.?\s+)?(?:[a-z0-9]+\s+){0,3}?(?:${SUFFIXES.join('|')})\b\.?` +
    String.raw`(?:\s*,?\s*(?:apt|unit|suite|ste|#)\s*[a-z0-9-]+)?(?:\s*,?\s*[a-z]+(?:\s+[a-z]+)?\s*,?\s*(?:fl\s+)?\d{5})?`,
  'i',
);

export function findProperty(question: string): PropertyMention | null {
  const parcel = PARCEL.exec(question);
  if (parcel) return mention('parcel', question, parcel);
  const address = ADDRESS.exec(question);
  if (address) return mention('address', question, address);
  return null;
}

function mention(kind: PropertyMention['kind'], question: string, match: RegExpExecArray): PropertyMention {
  const text = match[0].trim().replace(/[.,]$/, '');
  const rest = `${question.slice(0, match.index)} ${question.slice(match.index + match[0].length)}`.trim();
  return { kind, text, rest };
}
