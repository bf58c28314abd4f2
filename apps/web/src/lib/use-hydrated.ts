import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while hydrating its HTML, true from then on (and at once on pages the
 * browser renders itself): for what only the browser knows, its clock and time zone, or code that
 * only runs there (a map), which the server's HTML must leave out to match hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
