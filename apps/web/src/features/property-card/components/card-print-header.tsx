import { useEffect, useState } from 'react';
import { siteConfig } from '../../../lib/site-config.ts';
import { usDate } from '../format.ts';

// dateStyle cannot be combined with timeZoneName (a RangeError), so the parts are named one by one.
const PRINTED = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
  timeZoneName: 'short',
});

/** The moment of printing, refreshed when the browser starts to print (a card may stay open for days). */
function usePrintTime(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const update = () => setNow(new Date());
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
  const printed = usePrintTime();
  return (
    <div className="print-only card-print-header" data-testid="card-print-header">
      <p className="card-print-office">
        <strong>{siteConfig.officeName}</strong>
        <br />
        {siteConfig.officeAddress}
      </p>
      <p className="card-print-dates">
        Printed {PRINTED.format(printed)}
        <br />
        Data as of {usDate(refreshDate) || 'an unknown date'}
      </p>
    </div>
  );
}

export function CardPrintFooter() {
  return (
    <div className="print-only card-print-footer" data-testid="card-print-footer">
      <p>
        <strong>Disclaimer.</strong> This card shows the records of the {siteConfig.officeName} for property tax purposes. It is not a survey,
        a title search or a legal description fit for a deed, and values may change until the roll is certified. Check the current record
        online before relying on it.
      </p>
      <p className="card-print-url">{window.location.href}</p>
    </div>
  );
}
