import { Link } from 'react-router';
import type { PrcGeneralInfo } from '@county/shared/cards';
import { dialogs } from '../../../app/dialogs.ts';
import { siteConfig } from '../../../lib/site-config.ts';
import { fullAddress } from '../api/get-card.ts';

/** Tools for this parcel: the office's images and maps, the TRIM notice, the estimator, feedback. */
export function CardLinks({ info }: { info: PrcGeneralInfo }) {
  const pid = info.parcelId;
  const address = fullAddress(info);
  const external = [
    { label: 'Parcel images', href: `${siteConfig.parcelImages}${pid}` },
    { label: 'Building sketch', href: `${siteConfig.sketches}${pid}` },
    { label: 'Parcel map', href: `${siteConfig.maps}${pid}` },
    { label: 'Street view', href: `${siteConfig.streetView}${pid}` },
    { label: 'Oblique (aerial) view', href: `${siteConfig.obliqueView}${pid}` },
    { label: 'TRIM notice', href: `${siteConfig.trimNotice}${pid}` },
    // The site prints its own card; an office's separate printer-friendly service is linked only
    // where one is configured, so there is one print action by default.
    ...(siteConfig.printerFriendlyCard ? [{ label: 'Printer-friendly card', href: `${siteConfig.printerFriendlyCard}${pid}` }] : []),
  ];
  return (
    <nav aria-label="Parcel tools" className="card-links no-print">
      <ul>
        {external.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <Link to={`/tools/tax-estimator?pid=${pid}`}>Tax estimator</Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => dialogs.openNotice({ Type: 'fema', parcelId: pid, Address: address })}>
            FEMA flood map
          </button>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => window.print()}>
            Print this card
          </button>
        </li>
        <li>
          <button
            type="button"
            className="link-button"
            onClick={() => dialogs.openFeedback({ RecordId: info.displayParcelId.replace(/-/g, ''), ParcelId: info.displayParcelId, Address: address })}
          >
            Send feedback about this parcel
          </button>
        </li>
      </ul>
    </nav>
  );
}
