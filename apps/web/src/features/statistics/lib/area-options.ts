import { AREA_KINDS, type AreaKind, type StatisticsArea } from '@county/shared/statistics';

// The options of the area picker: the county and every area of the roll, found by what a person
// types (a name, a ZIP code, a code from a card), whatever its case and accents.

export interface AreaOption {
  /** As the address and the API write it: 'county', 'city:WINTER PARK', 'subdivision:3330'. */
  value: string;
  kind: AreaKind;
  code: string;
  /** The roll's name (a ZIP code's and a neighborhood's: the city most of their parcels are in). */
  name: string;
  sales: number | null;
}

/** At most this many options are listed at once; typing more narrows them. */
export const SHOWN_OPTIONS = 30;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

export function areaOptions(areas: StatisticsArea[]): AreaOption[] {
  const order = (kind: AreaKind) => AREA_KINDS.indexOf(kind);
  const sorted = [...areas].sort((a, b) => order(a.kind) - order(b.kind) || a.name.localeCompare(b.name, 'en') || a.code.localeCompare(b.code, 'en'));
  return [
    { value: 'county', kind: 'county', code: '', name: '', sales: null },
    ...sorted.map((a) => ({ value: `${a.kind}:${a.code}`, kind: a.kind, code: a.code, name: a.name, sales: a.sales })),
  ];
}

/**
 * The options whose words begin with every word typed, those whose name or code begins with the
 * text first; `countyWords` are the county option's words in the page's language.
 */
export function matchAreas(options: AreaOption[], text: string, countyWords: string): AreaOption[] {
  const typed = fold(text);
  if (typed === '') return options;
  const words = typed.split(' ');
  const scored: [AreaOption, number][] = [];
  for (const option of options) {
    const name = option.kind === 'county' ? fold(countyWords) : fold(option.name);
    const own = option.kind === 'county' ? name : `${fold(option.code)} ${name}`;
    const all = ` ${own} `;
    if (!words.every((word) => all.includes(` ${word}`))) continue;
    const starts = name.startsWith(typed) || fold(option.code).startsWith(typed) ? 0 : 1;
    scored.push([option, starts]);
  }
  // A stable sort keeps the list's order (kind, then name) within each group.
  return scored.sort((a, b) => a[1] - b[1]).map(([option]) => option);
}
