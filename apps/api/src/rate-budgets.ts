/** The per-minute budgets per client, each overridable from the environment (the benches raise them). */
export interface RateBudgets {
  /** Every POST (forms and client logs set their own). */
  writes: number;
  /** CSV exports of whole result sets, one budget shared by all their routes. */
  exports: number;
  /** The assistant, which writes down the questions it cannot answer. */
  assistant: number;
  /** Searches and type-ahead, per route. */
  search: number;
  /** Every other API read (cards, content, tools, code tables, downloads), per route. */
  reads: number;
  /** Pages rendered on the server (not their assets, nor redirects). */
  pages: number;
}

export function rateBudgets(env: NodeJS.ProcessEnv = process.env): RateBudgets {
  const perMinute = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of requests per minute, got '${value}'`);
    return n;
  };
  return {
    writes: perMinute('RATE_LIMIT_WRITES', 30),
    exports: perMinute('RATE_LIMIT_EXPORTS', 10),
    assistant: perMinute('RATE_LIMIT_ASSISTANT', 60),
    search: perMinute('RATE_LIMIT_SEARCH', 600),
    reads: perMinute('RATE_LIMIT_READS', 1200),
    pages: perMinute('RATE_LIMIT_PAGES', 300),
  };
}
