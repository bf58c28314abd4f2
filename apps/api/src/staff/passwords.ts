import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@county/shared/staff';
import { InvalidInputError } from '../errors.ts';

// Local staff passwords (issue 45): at least twelve characters, not one of the commonly used ones
// (zxcvbn's list of about 49,000 passwords seen in breaches, compared without case), and not the
// person's own e-mail address. Stored as argon2id with OWASP's recommended minimum (19 MiB of
// memory, two passes, one lane): slow enough to make a stolen table expensive to guess against,
// and cheap enough that a burst of sign-ins does not take a two-core server's CPU.

let common: Set<string> | undefined;

function isCommon(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Refuses a password a person may not choose, naming the field. */
export function checkNewPassword(password: string, email: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw new InvalidInputError(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`, 'password');
  if (password.length > PASSWORD_MAX_LENGTH) throw new InvalidInputError(`The password must have at most ${PASSWORD_MAX_LENGTH} characters.`, 'password');
  const lower = password.toLowerCase();
  if (isCommon(password) || lower === email.toLowerCase() || lower === email.split('@')[0]!.toLowerCase()) {
    throw new InvalidInputError(
      'That password is too easy to guess: it is on a list of common passwords or is your e-mail address. Choose another.',
      'password',
    );
  }
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so that the answer takes as long either way. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword('not a password of anyone'));
}
