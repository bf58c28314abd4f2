import { foldAreaName, formatArea, AREA_KINDS, type Area, type AreaKind, type StatisticsArea } from '@county/shared/statistics';
import { InvalidInputError } from '../errors.ts';

// Reading the area a request names (decision 118): a person writes "Winter Park", "32789",
// "Rosemere Heights" or "subdivision:3330"; the statistics are kept by kind and code. The list of
// areas is the one the refresh stored beside the figures, so a name reads the same in every process.

const KIND_WORDS: Record<Exclude<AreaKind, 'county'>, string> = { city: 'city', zip: 'ZIP code', subdivision: 'subdivision', neighborhood: 'neighborhood' };

/** The areas by the texts that name them: a city and a subdivision by name and code, a ZIP code and a neighborhood by code. */
export interface AreaIndex {
  byText: Map<string, StatisticsArea[]>;
}

export function indexAreas(areas: StatisticsArea[]): AreaIndex {
  const byText = new Map<string, StatisticsArea[]>();
  const add = (text: string, area: StatisticsArea) => {
    const key = foldAreaName(text);
    const list = byText.get(key);
    if (!list) byText.set(key, [area]);
    else if (!list.includes(area)) list.push(area);
  };
  for (const area of areas) {
    add(area.code, area);
    // A ZIP code's or a neighborhood's name is the city it lies in: a description, not a name of its own.
    if (area.kind === 'subdivision' && area.name) add(area.name, area);
  }
  return { byText };
}

const written = (area: StatisticsArea) => formatArea({ kind: area.kind, code: area.code });

/** The area a request's text names; a 400 naming `area` when it names none, or more than one. */
export function resolveArea(index: AreaIndex, text: string): Area {
  const folded = foldAreaName(text);
  if (folded === 'COUNTY') return { kind: 'county', code: '' };
  const colon = folded.indexOf(':');
  const kind = colon < 0 ? null : folded.slice(0, colon).trim().toLowerCase();
  if (kind !== null && !(AREA_KINDS as readonly string[]).includes(kind)) {
    throw new InvalidInputError(`area: "${kind}" is no kind of area; write city, zip, subdivision or neighborhood before the colon, or the name alone`, 'area');
  }
  const value = colon < 0 ? folded : folded.slice(colon + 1).trim();
  const found = (index.byText.get(value) ?? []).filter((area) => kind === null || area.kind === kind);
  if (found.length === 1) return { kind: found[0]!.kind, code: found[0]!.code };
  if (found.length > 1) {
    throw new InvalidInputError(`area: "${value}" names ${found.length} areas (${found.map(written).join(', ')}); ask for one of them as written here`, 'area');
  }
  const what = kind === null || kind === 'county' ? 'area named' : KIND_WORDS[kind as Exclude<AreaKind, 'county'>];
  throw new InvalidInputError(
    `area: no ${what} "${value}" on the roll; /api/statistics/areas lists the cities, ZIP codes, subdivisions and neighborhoods`,
    'area',
  );
}
