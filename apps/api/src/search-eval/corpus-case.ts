// One question of the search evaluation and what counts as finding it (apps/api/eval/search-corpus.jsonl):
// its own file, so that the corpus and the parts written beside it (corpus-title.ts) share it
// without importing one another.

export interface CorpusCase {
  q: string;
  kind: string;
  /** Any of these on the first page (or the card opened) counts as found. */
  parcels?: string[];
  accounts?: string[];
  /** The site's pages that answer it: any among the box's first three pages counts. */
  pages?: string[];
  /** The page's language the box is asked from (English when absent); a Spanish page must be found in Spanish. */
  lang?: 'en' | 'es';
  /** A typo: found when the box's 'Did you mean' search finds it. */
  viaDidYouMean?: boolean;
}
