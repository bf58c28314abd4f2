import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { localizePath, type Lang } from '@county/shared';
import { siteConfig } from '../../../lib/site-config.ts';
import { LOCALES } from '../../../i18n/format.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { absoluteUrl } from '../../../i18n/alternates.ts';
import { usDate } from '../format.ts';
import { useCardT } from '../messages.ts';

// dateStyle cannot be combined with timeZoneName (a RangeError), so the parts are named one by one.
const printedFormat = (lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: siteConfig.timeZone,
    timeZoneName: 'short',
  });

/**
 * The moment of printing, refreshed when the browser starts to print (a card may stay open for
 * days). Null until the page runs in the browser: the server's clock would not match hydration's.
 */
function usePrintTime(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const update = () => setNow(new Date());
    update();
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return now;
}

interface CardPrintProps {
  refreshDate: string | null;
}

// Paper has no site header: the printed card names the office, when it was printed and how old the
// data is, and ends with the disclaimer and the address of the page. Both blocks are print-only
// (hidden on screen, where the header, the "Data as of" line and the footer say the same).

export function CardPrintHeader({ refreshDate }: CardPrintProps) {
  const t = useCardT();
  const lang = useLang();
  const printed = usePrintTime();
  return (
    <div className="print-only card-print-header" data-testid="card-print-header">
      <p className="card-print-office">
        <strong>{siteConfig.officeName}</strong>
        <br />
        {siteConfig.officeAddress}
      </p>
      <p className="card-print-dates">
        {printed && (
          <>
            {t('card.print.printed', { time: printedFormat(lang).format(printed) })}
            <br />
          </>
        )}
        {t('card.print.asOf', { date: usDate(refreshDate, lang) || t('card.unknownDate') })}
      </p>
    </div>
  );
}

export function CardPrintFooter() {
  const t = useCardT();
  const lang = useLang();
  const { pathname, search } = useLocation();
  // From the site's configured origin, so the server writes it too (never from the request's Host).
  const url = absoluteUrl(localizePath(pathname, lang) + search);
  return (
    <div className="print-only card-print-footer" data-testid="card-print-footer">
      <p>{t.rich('card.print.disclaimer', { b: (chunks) => <strong>{chunks}</strong>, office: siteConfig.officeName })}</p>
      <p className="card-print-url">{url}</p>
    </div>
  );
}
