// Limits of the public forms, read once from the environment so an office can tune them without a
// code change. Defaults suit a county site: a person takes minutes to write a message and rarely
// sends more than one or two an hour.

export interface FormSettings {
  /** How long a form token stays valid: older submissions answer 410 (FORM_TOKEN_MINUTES, 120). */
  tokenLifetimeMs: number;
  /** The least time between opening a form and sending it; robots are faster (FORM_MIN_FILL_SECONDS, 3). */
  minFillMs: number;
  /** Submissions one client may make per window and form (FORM_RATE_LIMIT, 5). */
  rateLimit: number;
  /**
   * Refused requests (a body that does not parse or validate, a bad token) one client may send per
   * window and form before every request from it is refused (FORM_JUNK_LIMIT, 30): looser than the
   * limit of messages, which they no longer use up.
   */
  junkLimit: number;
  /** The rate-limit window (FORM_RATE_WINDOW_MINUTES, 10). */
  rateWindowMs: number;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a positive number, got '${value}'`);
  return n;
}

export function formSettings(env: NodeJS.ProcessEnv = process.env): FormSettings {
  return {
    tokenLifetimeMs: positive(env.FORM_TOKEN_MINUTES, 120, 'FORM_TOKEN_MINUTES') * 60_000,
    minFillMs: positive(env.FORM_MIN_FILL_SECONDS, 3, 'FORM_MIN_FILL_SECONDS') * 1_000,
    rateLimit: Math.max(1, Math.floor(positive(env.FORM_RATE_LIMIT, 5, 'FORM_RATE_LIMIT'))),
    junkLimit: Math.max(1, Math.floor(positive(env.FORM_JUNK_LIMIT, 30, 'FORM_JUNK_LIMIT'))),
    rateWindowMs: Math.max(1, positive(env.FORM_RATE_WINDOW_MINUTES, 10, 'FORM_RATE_WINDOW_MINUTES')) * 60_000,
  };
}
