import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DataKeyError, loadDataKeys, open, seal } from '../../src/staff/data-key.ts';

// The data key (issue 45): personal data sealed with AES-256-GCM under a key outside the database.

const dir = mkdtempSync(join(tmpdir(), 'data-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const hex = () => randomBytes(32).toString('hex');

describe('the data key', () => {
  it('is made once as a file readable by its owner alone when DATA_KEY is not set, and read again after', () => {
    const first = loadDataKeys(dir, {});
    expect(first.source).toBe('new file');
    expect(statSync(join(dir, 'data.key')).mode & 0o777).toBe(0o600);
    const again = loadDataKeys(dir, {});
    expect(again.source).toBe('file');
    expect(again.current.key.equals(first.current.key)).toBe(true);
    expect(readFileSync(join(dir, 'data.key'), 'utf8').trim()).toBe(first.current.key.toString('base64'));
  });

  it('prefers DATA_KEY and refuses one of the wrong length, naming it', () => {
    expect(loadDataKeys(dir, { DATA_KEY: hex() }).source).toBe('environment');
    expect(() => loadDataKeys(dir, { DATA_KEY: 'short' })).toThrow(/DATA_KEY must be 32 bytes/);
  });

  it('seals so that the value does not show, opens only with its key and its context, and after a rotation', () => {
    const old = loadDataKeys(dir, { DATA_KEY: hex() });
    const sealed = seal(old, 'JBSWY3DPEHPK3PXP', 'staff.totp:a@b.example');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(old, sealed, 'staff.totp:a@b.example')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => open(old, sealed, 'staff.totp:c@d.example')).toThrow(DataKeyError);
    const other = loadDataKeys(dir, { DATA_KEY: hex() });
    expect(() => open(other, sealed, 'staff.totp:a@b.example')).toThrow(/does not have/);
    const rotated = loadDataKeys(dir, { DATA_KEY: other.current.key.toString('hex'), DATA_KEY_PREVIOUS: old.current.key.toString('hex') });
    expect(open(rotated, sealed, 'staff.totp:a@b.example')).toBe('JBSWY3DPEHPK3PXP');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => open(old, tampered, 'staff.totp:a@b.example')).toThrow(DataKeyError);
  });
});
