import { Link } from 'react-router';
import type { PageHit } from '@county/shared/search';
import { useLang } from '../../../i18n/i18n.tsx';
import { useSearchT } from '../messages.ts';

// The box's 'Pages' group listed: the site's pages, FAQs, forms and the assistant's topics about
// the text, each its title as a link and a sentence or two of plain text. The paths come without a
// language and the router puts Spanish pages' links under /es. A page the office has not yet
// written in Spanish says so to assistive technology with its own lang.

export function PageResults({ pages }: { pages: PageHit[] }) {
  const t = useSearchT();
  const lang = useLang();
  if (pages.length === 0) return null;
  return (
    <section className="page-results" aria-labelledby="page-results-heading">
      <h3 id="page-results-heading">{t('search.smart.group', { label: t('search.group.pages'), count: pages.length })}</h3>
      <ul>
        {pages.map((page) => (
          <li key={page.href} lang={page.language === lang ? undefined : page.language}>
            <Link to={page.href} className="page-result-title">
              {page.title}
            </Link>
            {page.snippet && <p>{page.snippet}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
