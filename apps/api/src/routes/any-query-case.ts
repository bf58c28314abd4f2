import type { FastifyRequest } from 'fastify';

/**
 * The office's API answers parameters in any letter case (pid, PID and Pid alike), and clients
 * written against it rely on that. This route hook renames each query key to the spelling the
 * route's schema uses before validation, so `?Pid=` reaches a route declared with `PID`.
 */
export function anyQueryCase(names: readonly string[]) {
  const canonical = new Map(names.map((n) => [n.toLowerCase(), n]));
  return async (request: FastifyRequest): Promise<void> => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query) return;
    const renamed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(query)) {
      const name = canonical.get(key.toLowerCase()) ?? key;
      // The first spelling wins when a key comes twice in different cases.
      if (!(name in renamed)) renamed[name] = value;
    }
    request.query = renamed;
  };
}
