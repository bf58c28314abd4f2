import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Personal data the office keeps (TOTP secrets now; social security numbers and documents with the
// filings) is sealed with AES-256-GCM under a key that never enters the database: DATA_KEY from the
// deployment's secret store, or else a key file in DATA_DIR made once, readable by its owner alone.
// A database copied without its key reveals nothing. Each sealed value names its key's id, so after
// a rotation (DATA_KEY new, DATA_KEY_PREVIOUS old) values under either key still open, and
// `npm run staff -- rotate-key` seals them all again under the new one. The context (which table,
// which row) is authenticated with the value, so a sealed value copied to another row does not open.

const KEY_FILE = 'data.key';
const VERSION = 'k1';

export interface DataKey {
  id: string;
  key: Buffer;
}

export interface DataKeys {
  current: DataKey;
  /** Keys whose values still open (DATA_KEY_PREVIOUS), until a rotation has sealed them again. */
  previous: DataKey[];
  /** Where the current key came from, said once at start. */
  source: 'environment' | 'new file' | 'file';
}

export class DataKeyError extends Error {}

function parseKey(text: string, name: string): DataKey {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new DataKeyError(`${name} must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32).`);
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 12), key };
}

/** The data keys of this deployment; creates the key file on a first start without DATA_KEY. */
export function loadDataKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): DataKeys {
  const previous = (env.DATA_KEY_PREVIOUS ?? '')
    .split(',')
    .filter((text) => text.trim() !== '')
    .map((text) => parseKey(text, 'DATA_KEY_PREVIOUS'));
  if (env.DATA_KEY) return { current: parseKey(env.DATA_KEY, 'DATA_KEY'), previous, source: 'environment' };
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) return { current: parseKey(readFileSync(file, 'utf8'), file), previous, source: 'file' };
  mkdirSync(dataDir, { recursive: true });
  // 'wx': of two processes starting at once, one writes the file and the other reads it.
  try {
    writeFileSync(file, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
    return { current: parseKey(readFileSync(file, 'utf8'), file), previous, source: 'new file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { current: parseKey(readFileSync(file, 'utf8'), file), previous, source: 'file' };
  }
}

export function seal(keys: DataKeys, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.current.key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, keys.current.id, Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')].join('.');
}

/** The sealed value's key id, to tell whether a rotation has reached it. */
export function sealedKeyId(sealed: string): string | undefined {
  return sealed.split('.')[1];
}

export function open(keys: DataKeys, sealed: string, context: string): string {
  const [version, id, packed] = sealed.split('.');
  const key = [keys.current, ...keys.previous].find((candidate) => candidate.id === id);
  if (version !== VERSION || !packed) throw new DataKeyError('A sealed value is damaged.');
  if (!key) throw new DataKeyError(`A sealed value needs the data key ${id}, which this server does not have (DATA_KEY, DATA_KEY_PREVIOUS).`);
  const bytes = Buffer.from(packed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key.key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(12, 28));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    throw new DataKeyError('A sealed value does not open with its key: it was changed or moved.');
  }
}
