// One question of the search evaluation and what counts as finding it (apps/api/eval/search-corpus.jsonl):
// its own file, so that the corpus and the parts written beside it (corpus-title.ts) share it
// without importing one another.

export interface CorpusCase {
  q: string;
  kind: string;
  /** Any of these on the first page (or the card opened) counts as found. */
  parcels?: string[];
  accounts?: string[];
  /** A typo: found when the box's 'Did you mean' search finds it. */
  viaDidYouMean?: boolean;
}
