import { StrictMode, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { pages } from './app/router.tsx';
import { installGlobalErrorLogging } from './lib/error-logging.ts';
import { preloadPages } from './lib/lazy-page.ts';
import { useStore } from './lib/store.ts';
import { loadCatalogs } from './i18n/catalog.ts';
import { shellMessages } from './i18n/messages.ts';
import { langStore } from './i18n/switch-lang.ts';
import './app/styles.css';

installGlobalErrorLogging();

// Spanish pages live under /es: the router's basename, so every route and every link of the app
// stays in the page's language without each link knowing. A switch of language remounts the
// router under the other basename; focus returns to the switch the visitor used.
function Root() {
  const lang = useStore(langStore);
  const previous = useRef(lang);
  useEffect(() => {
    // Only after a switch: on the first view focus stays where the browser puts it.
    if (lang === previous.current) return;
    previous.current = lang;
    const target = document.querySelector<HTMLElement>(`[data-lang-switch="${lang === 'es' ? 'en' : 'es'}"]`);
    if (target && document.activeElement === document.body) target.focus();
  }, [lang]);
  return (
    <BrowserRouter key={lang} basename={lang === 'es' ? '/es' : undefined}>
      <App lang={lang} />
    </BrowserRouter>
  );
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Root />
  </StrictMode>
);

async function start(): Promise<void> {
  const lang = langStore.get();
  // A Spanish page waits for its catalog (one small chunk) so it never flashes English first.
  await shellMessages.load(lang);
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // The server rendered this page (apps/web/src/entry-server.tsx): its first render here must
  // match that HTML without suspending, so the pages it showed and their catalogs load first.
  try {
    await preloadPages(container.dataset.pages?.split(' ') ?? []);
  } catch {
    // The page's chunk failed even after one reload: render here, where the page's error shows.
    container.replaceChildren();
    createRoot(container).render(app);
    return;
  }
  await loadCatalogs(lang);
  hydrateRoot(container, app);
}

void start();

// Preload the pages a visitor most likely opens next, once the first page is on screen.
const idle = window.requestIdleCallback?.bind(window) ?? ((cb: () => void) => setTimeout(cb, 1500));
idle(() => {
  void pages.search.preload();
  // The search pages pass through the old addresses' redirect (router.tsx): loaded with them.
  void pages.legacyRedirect.preload();
  void pages.propertyCard.preload();
});
