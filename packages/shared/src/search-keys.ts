// Search keys shared by the data loaders (which store them) and the search API (which builds the
// same key from what a person typed), so that both sides fold text identically.

/** Upper case, every run of characters other than letters and digits folded to one space, trimmed. */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/**
 * A person's name read the other way round, as a key: the first word (the surname in the roll's
 * 'SMITH JOHN A' style) moves to the end, so that 'John A Smith' finds 'SMITH JOHN A'. Words are
 * split on spaces before folding, so "O'BRIEN JOHN" becomes 'JOHN O BRIEN'.
 */
export function reversedNameKey(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return searchKey(name);
  return searchKey([...words.slice(1), words[0]].join(' '));
}

/** The key of a street: its name and suffix without number or direction ('ORANGE AVE'). */
export function streetKey(street: string | null, suffix: string | null): string | null {
  if (!street) return null;
  return searchKey(suffix ? `${street} ${suffix}` : street);
}
