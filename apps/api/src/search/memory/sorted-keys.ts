import { prefixEnd } from '../plans/conditions.ts';

// Many short strings in one buffer, in the databases' order of search keys: the bytes of their UTF-8
// text, which is how SQLite compares text and how PostgreSQL compares a "C"-collated key. Kept
// outside the JavaScript heap, so that half a million of them add nothing to garbage collection.

/** `a[from, to)` against all of `b`, as memcmp then length would: negative, 0 or positive. */
function compareBytes(a: Uint8Array, from: number, to: number, b: Uint8Array): number {
  const n = Math.min(to - from, b.length);
  for (let k = 0; k < n; k++) {
    const d = a[from + k]! - b[k]!;
    if (d !== 0) return d;
  }
  return to - from - b.length;
}

/** Grows a typed array to hold at least `needed` entries. */
export function room<T extends Uint32Array | Int32Array | Float64Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const bigger = new (array.constructor as new (n: number) => T)(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

export class KeyColumn {
  constructor(
    private readonly bytes: Buffer,
    /** Entry i is bytes[starts[i], starts[i + 1]). */
    private readonly starts: Uint32Array,
  ) {}

  get length(): number {
    return this.starts.length - 1;
  }

  at(i: number): string {
    return this.bytes.toString('utf8', this.starts[i], this.starts[i + 1]);
  }

  /** The first position whose entry is not before `target` (the length when none is). */
  private lowerBound(target: Uint8Array): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareBytes(this.bytes, this.starts[mid]!, this.starts[mid + 1]!, target) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** True when entry i is `key`. */
  equals(i: number, key: string): boolean {
    const from = this.starts[i]!;
    const to = this.starts[i + 1]!;
    if (to - from === key.length) {
      // ASCII text is its own UTF-8: compared without encoding it.
      let k = 0;
      while (k < key.length && this.bytes[from + k] === key.charCodeAt(k)) k++;
      if (k === key.length) return true;
      if (key.charCodeAt(k) < 0x80) return false;
    }
    return compareBytes(this.bytes, from, to, Buffer.from(key)) === 0;
  }

  /** A hash table of the entries, for finding one by its text whatever the column's order. */
  lookup(): KeyLookup {
    return new KeyLookup(this);
  }

  /**
   * The positions [from, to) of the entries that start with `prefix`: the range the searches' SQL
   * reads (key >= prefix and key < prefixEnd(prefix)).
   */
  range(prefix: string): [number, number] {
    return [this.lowerBound(Buffer.from(prefix)), this.lowerBound(Buffer.from(prefixEnd(prefix)))];
  }
}

/** Builds a KeyColumn from keys given in order, growing its buffers as they come. */
export class KeyColumnBuilder {
  private bytes = Buffer.allocUnsafeSlow(1 << 16);
  private starts = new Uint32Array(1 << 12);
  private count = 0;
  private end = 0;

  /** `what` names the keys in the error thrown when they do not arrive in byte order. */
  constructor(private readonly what = 'keys') {}

  /** Appends a key, which must not sort before the one appended last. */
  push(key: string): void {
    const from = this.append(key);
    // Binary searches need the databases' byte order; a collation that sorts otherwise must fail loudly.
    if (this.count > 1 && compareBytes(this.bytes, this.starts[this.count - 2]!, from, this.bytes.subarray(from, this.end)) > 0) {
      throw new Error(`${this.what} did not arrive in byte order`);
    }
  }

  /** Appends a key of a column that is only read back by position, never searched. */
  pushUnordered(key: string): void {
    this.append(key);
  }

  /** Appends the key's bytes; answers where they start. */
  private append(key: string): number {
    const needed = this.end + Buffer.byteLength(key);
    if (needed > this.bytes.length) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(needed, this.bytes.length * 2));
      this.bytes.copy(bigger, 0, 0, this.end);
      this.bytes = bigger;
    }
    this.starts = room(this.starts, this.count + 2);
    const from = this.end;
    this.end = from + this.bytes.write(key, from);
    this.starts[this.count++] = from;
    return from;
  }

  finish(): KeyColumn {
    const starts = this.starts.slice(0, this.count + 1);
    starts[this.count] = this.end;
    const bytes = Buffer.allocUnsafeSlow(this.end);
    this.bytes.copy(bytes, 0, 0, this.end);
    return new KeyColumn(bytes, starts);
  }
}

/** FNV-1a over a text's UTF-16 code units. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The positions of a column's entries by their text: open addressing in one typed array, outside
 * the JavaScript heap like the column (a Map of half a million ids would be garbage collection's).
 */
export class KeyLookup {
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(private readonly column: KeyColumn) {
    let size = 1024;
    while (size < column.length * 2) size *= 2;
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    for (let i = 0; i < column.length; i++) {
      const key = column.at(i);
      let slot = hashOf(key) & this.mask;
      while (this.slots[slot] !== -1 && !column.equals(this.slots[slot]!, key)) slot = (slot + 1) & this.mask;
      // The first of equal entries keeps the slot.
      if (this.slots[slot] === -1) this.slots[slot] = i;
    }
  }

  /** The position of an entry equal to `key`, or -1. */
  find(key: string): number {
    for (let slot = hashOf(key) & this.mask; ; slot = (slot + 1) & this.mask) {
      const at = this.slots[slot]!;
      if (at === -1 || this.column.equals(at, key)) return at;
    }
  }
}
