import { Suspense } from 'react';
import type { Lang } from '@county/shared';
import { LangProvider } from '../i18n/i18n.tsx';
import { AppRoutes } from './router.tsx';

/** Everything inside the router, the same on the server and in the browser (hydration needs both alike). */
export function App({ lang }: { lang: Lang }) {
  return (
    <LangProvider lang={lang}>
      {/* Back or forward into the other language may wait for its catalog. */}
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </LangProvider>
  );
}
