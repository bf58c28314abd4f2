import { StrictMode, Suspense, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, pages } from './app/router.tsx';
import { installGlobalErrorLogging } from './lib/error-logging.ts';
import { useStore } from './lib/store.ts';
import { LangProvider } from './i18n/i18n.tsx';
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
      <LangProvider lang={lang}>
        {/* Back or forward into the other language may wait for its catalog. */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </LangProvider>
    </BrowserRouter>
  );
}

// A Spanish page waits for its catalog (one small chunk) so it never flashes English first.
void shellMessages.load(langStore.get()).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});

// Preload the pages a visitor most likely opens next, once the first page is on screen.
const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1500));
idle(() => {
  void pages.search();
  void pages.propertyCard();
});
