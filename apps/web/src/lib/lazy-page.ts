import { createElement, lazy, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { serverPass } from './server-pass.ts';

// A chunk that fails to load (usually after a new deployment replaced the hashed files) reloads the
// page once so the browser fetches the new index.html; a flag in sessionStorage stops a loop. The flag
// is the page's own: after the reload the browser loads several pages' chunks at once, and another
// page's chunk that loads must not clear the flag of the one that failed (that race reloaded again).
const reloadFlag = (name: string) => `chunk-reload:${name}`;

const registry = new Map<string, { preload: () => Promise<void> }>();

/** Loads the named pages' chunks (the pages the server rendered, before hydrating its HTML). */
export async function preloadPages(names: readonly string[]): Promise<void> {
  await Promise.all(names.flatMap((name) => registry.get(name)?.preload() ?? []));
}

export interface LazyPage<P> {
  (props: P): ReactElement;
  /** Loads the page's chunk; once loaded the page renders at once, without suspending. */
  preload: () => Promise<void>;
}

/**
 * A page in its own chunk. A page whose chunk is already loaded renders directly: the server has
 * every page loaded, and the browser loads the pages the server rendered before hydrating, so the
 * first render matches the server's HTML instead of suspending.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- page props differ per page
export function lazyPage<T extends ComponentType<any>>(name: string, load: () => Promise<{ default: T }>): LazyPage<ComponentProps<T>> {
  let loaded: T | null = null;
  const loadOrReload = async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(reloadFlag(name));
      loaded = module.default;
      return module;
    } catch (error) {
      if (sessionStorage.getItem(reloadFlag(name)) !== '1') {
        sessionStorage.setItem(reloadFlag(name), '1');
        location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  };
  const Lazy = lazy(loadOrReload);
  const Page = (props: ComponentProps<T>) => {
    if (import.meta.env.SSR) serverPass()?.pages.add(name);
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  };
  Page.preload = async () => {
    // The server has no session to keep a reload flag in, nor a page to reload.
    if (import.meta.env.SSR) loaded = (await load()).default;
    else await loadOrReload();
  };
  registry.set(name, Page);
  return Page;
}
