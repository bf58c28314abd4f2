// HTTP byte ranges (RFC 9110, section 14) for resumable downloads. One range per request: a request
// for several ranges gets the whole file, which the standard allows and every download manager
// handles.

export type RangeResult = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * The byte range a Range header asks for in a file of `size` bytes: null to send the whole file
 * (no header, another unit, several ranges or a malformed value), 'unsatisfiable' for 416.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return 'unsatisfiable';
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
