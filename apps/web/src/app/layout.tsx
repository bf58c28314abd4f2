import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from '../components/header.tsx';
import { Footer } from '../components/footer.tsx';
import { AlertList } from '../components/alert-list.tsx';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { AppointmentBanner } from '../components/banner.tsx';
import { alertService } from '../lib/alerts.ts';
import { recordPageView } from '../lib/analytics.ts';
import { inFlight } from '../lib/loading.ts';
import { useStore } from '../lib/store.ts';
import { DialogHost } from './dialog-host.tsx';
import { MENUS } from './menus.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { useT } from '../i18n/i18n.tsx';

// Anchor scrolling: a #fragment scrolls to its element; any other navigation starts at the top.
function useAnchorScrolling() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    // Content may render after the route: try again on the next frames until the target exists.
    let tries = 0;
    const find = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView();
      else if (tries++ < 30) requestAnimationFrame(find);
    };
    find();
  }, [hash, pathname]);
}

/**
 * Marks <html data-ready> once the page on screen has been hydrated (or rendered) and answers to
 * input: the server's HTML shows earlier than that. Browser tests wait for it. It sits beside the
 * page, inside the page's Suspense boundary, which React hydrates after the shell.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

export function Layout() {
  const location = useLocation();
  const t = useT();
  const busy = useStore(inFlight) > 0;
  useAnchorScrolling();
  useEffect(() => {
    alertService.routeChanged();
    recordPageView(location.pathname);
  }, [location.pathname]);

  return (
    <>
      <Header menus={MENUS} />
      <AlertList />
      <main id="main" tabIndex={-1} aria-busy={busy}>
        <Suspense
          fallback={
            <p className="page-loading" role="status">
              {t('shell.loading')}
            </p>
          }
        >
          <ErrorBoundary resetKey={location.pathname}>
            <Outlet />
            <PageReady />
          </ErrorBoundary>
        </Suspense>
      </main>
      <AppointmentBanner />
      <Footer />
      <LoadingOverlay />
      <DialogHost />
    </>
  );
}
