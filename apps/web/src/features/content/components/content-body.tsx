import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { dialogs, type NoticeType } from '../../../lib/dialogs.ts';
import { API_PREFIX } from '@county/shared/api/paths';
import { splitLangPath } from '@county/shared';
import { useLang } from '../../../i18n/i18n.tsx';

const NOTICE_TYPES = new Set<string>([
  'fema', 'plat', 'sales', 'taxes', 'tylerHX', 'tylerTPPSingle', 'tylerTPPBatch', 'tylerTPPVendor',
  'tylerTPPLOA', 'tylerTPPExtension', 'tylerIncomeSurvey',
]);

/**
 * The HTML of a content page (or of the site notice in its alert). It comes only from the content endpoints, which sanitize it on the
 * server; nothing typed by a visitor ever reaches this element. Clicks are delegated: links marked
 * with a notice type open the external-link notice first, and links to pages of this site move
 * within the app instead of reloading it.
 */
export function ContentBody({ html, className = 'content-body' }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const lang = useLang();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (!link || !element.contains(link)) return;
      const notice = link.dataset.notice;
      if (notice && NOTICE_TYPES.has(notice)) {
        // Always through the notice, whichever button or key opened the link.
        event.preventDefault();
        dialogs.openNotice({ Type: notice as NoticeType });
        return;
      }
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = link.getAttribute('href') ?? '';
      if (!href.startsWith('/') || href.startsWith('//') || href.startsWith(API_PREFIX)) return;
      // The server writes a page's links in its language ('/es/homestead'), while the router adds
      // '/es' itself (its basename): it gets the path without it. A link to the other language
      // loads that page, whose router has the other basename.
      const end = href.search(/[?#]/);
      const target = splitLangPath(end === -1 ? href : href.slice(0, end));
      if (target.lang !== lang) return;
      event.preventDefault();
      void navigate(target.path + (end === -1 ? '' : href.slice(end)));
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate, lang]);
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
