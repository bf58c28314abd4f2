import { useEffect, useRef, useState } from 'react';
import { alertService } from '../../../lib/alerts.ts';
import { getSiteNotice } from '../api/get-site-notice.ts';
import type { SiteNoticeData as SiteNotice } from '@county/shared/content';
import { translate, useLang, useT } from '../../../i18n/i18n.tsx';

// The site notice behind the bell (specification, sections 4, 7, 8). Loaded once per browser
// session and kept in sessionStorage under 'notification'; the bell appears only after a successful
// load that holds a notice, and a click shows the notice as an error-type alert at the top. Spanish
// pages ask for the Spanish notice (the API falls back to the English one); the kept notice names
// its language, so a visitor who switches language gets that language's notice once.

const STORAGE_KEY = 'notification';

type KeptNotice = SiteNotice & { lang?: string };

function cached(lang: string): SiteNotice | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const kept = raw ? (JSON.parse(raw) as KeptNotice) : null;
    // A notice kept before notices named their language was the English one.
    return kept && (kept.lang ?? 'en') === lang ? kept : null;
  } catch {
    return null;
  }
}

export function NotificationBell() {
  const t = useT();
  const lang = useLang();
  // Read from the session's cache after the first render: the server, which has no such cache,
  // rendered the page without the bell, and hydration must start from the same.
  const [notice, setNotice] = useState<SiteNotice | null>(null);
  const shown = useRef<number | null>(null);

  useEffect(() => {
    const kept = cached(lang);
    if (kept) {
      setNotice(kept);
      return;
    }
    const controller = new AbortController();
    getSiteNotice(lang, controller.signal)
      .then((answer) => {
        try {
          sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...answer, lang } satisfies KeptNotice));
        } catch {
          /* storage full or disabled: the bell still works for this page */
        }
        setNotice(answer);
      })
      .catch(() => {
        if (!controller.signal.aborted) alertService.error(translate('spec.notification.failed'), translate('spec.notification.failedTitle'));
      });
    return () => controller.abort();
  }, [lang]);

  if (!notice || (!notice.title && !notice.body)) return null;

  const show = () => {
    if (shown.current !== null) alertService.remove(shown.current);
    // The body is HTML the content store sanitized on the server: its bold text and links stay.
    const alert = alertService.error(notice.title, notice.header || t('shell.siteNotice'), undefined, { autoClose: false, bodyHtml: notice.body || undefined });
    shown.current = alert.key;
    window.scrollTo({ top: 0 });
  };

  return (
    <button type="button" className="icon-button" onClick={show}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
        />
      </svg>
      <span className="icon-label">{t('shell.siteNotice')}</span>
    </button>
  );
}
