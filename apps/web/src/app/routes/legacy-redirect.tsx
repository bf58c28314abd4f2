import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router';
import { legacyRedirect } from '@county/shared/route-match';
import { NotFoundPage } from './not-found.tsx';

/**
 * An old address inside the app (the server redirects the ones a browser asks it for). A chunk of
 * its own, loaded as a page is (router.tsx): the home page's first script does not carry the
 * redirect rules nor the parcel id's parsing (decision 0006).
 */
export default function LegacyRedirect({ page }: { page?: ReactElement }) {
  const { pathname, search } = useLocation();
  const target = legacyRedirect(pathname, new URLSearchParams(search));
  return target ? <Navigate to={target} replace /> : (page ?? <NotFoundPage />);
}
