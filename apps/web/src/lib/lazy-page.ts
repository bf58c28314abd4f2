import { lazy, type ComponentType } from 'react';

// A chunk that fails to load (usually after a new deployment replaced the hashed files) reloads the
// page once so the browser fetches the new index.html; a flag in sessionStorage stops a loop.
const RELOAD_FLAG = 'chunk-reload';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- page props differ per page
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOAD_FLAG);
      return module;
    } catch (error) {
      if (sessionStorage.getItem(RELOAD_FLAG) !== '1') {
        sessionStorage.setItem(RELOAD_FLAG, '1');
        location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
