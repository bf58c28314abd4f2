import { Link } from 'react-router';
import type { PrcGeneralInfo } from '@county/shared/cards';
import { dialogs } from '../../../lib/dialogs.ts';
import { siteConfig } from '../../../lib/site-config.ts';
import { apiPath } from '../../../lib/api.ts';
import { fullAddress } from '../api/get-card.ts';
import { useLang, useT } from '../../../i18n/i18n.tsx';
import { useCardT } from '../messages.ts';

/** The map's comparable sales from the card: those within a quarter mile (the map page's own first answer). */
const COMPARABLES_FT = 1320;

/** Tools for this parcel: the office's images and maps, the TRIM notice, the estimator, the PDF, feedback. */
export function CardLinks({ info }: { info: PrcGeneralInfo }) {
  const t = useCardT();
  const shell = useT();
  const lang = useLang();
  const pid = info.parcelId;
  const address = fullAddress(info);
  const external = [
    { label: t('card.links.images'), href: `${siteConfig.parcelImages}${pid}` },
    { label: t('card.links.sketch'), href: `${siteConfig.sketches}${pid}` },
    { label: t('card.links.map'), href: `${siteConfig.maps}${pid}` },
    { label: t('card.links.streetView'), href: `${siteConfig.streetView}${pid}` },
    { label: t('card.links.oblique'), href: `${siteConfig.obliqueView}${pid}` },
    // The site prints its own card; an office's separate printer-friendly service is linked only
    // where one is configured, so there is one print action by default.
    ...(siteConfig.printerFriendlyCard ? [{ label: t('card.links.printerFriendly'), href: `${siteConfig.printerFriendlyCard}${pid}` }] : []),
  ];
  return (
    <nav aria-label={t('card.links.nav')} className="card-links no-print">
      <ul>
        {external.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden">{shell('shell.newTab')}</span>
            </a>
          </li>
        ))}
        <li>
          <Link to={`/map?pid=${pid}`}>{t('card.links.onMap')}</Link>
        </li>
        <li>
          <Link to={`/map?pid=${pid}&near=${COMPARABLES_FT}&kind=sales`}>{t('card.links.salesOnMap')}</Link>
        </li>
        <li>
          <Link to={`/trim?pid=${pid}`}>{t('card.links.trim')}</Link>
        </li>
        <li>
          <Link to={`/tools/tax-estimator?pid=${pid}`}>{t('card.links.estimator')}</Link>
        </li>
        <li>
          <Link to={`/owner-alert?pid=${pid}`}>{t('card.links.ownerAlert')}</Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => dialogs.openNotice({ Type: 'fema', parcelId: pid, Address: address })}>
            {t('card.links.fema')}
          </button>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => window.print()}>
            {t('card.links.print')}
          </button>
        </li>
        <li>
          <a href={apiPath('prcCardPdf', { pid, lang })} type="application/pdf">
            {t('card.links.pdf')}
          </a>
        </li>
        <li>
          <button
            type="button"
            className="link-button"
            onClick={() => dialogs.openFeedback({ RecordId: info.displayParcelId.replace(/-/g, ''), ParcelId: info.displayParcelId, Address: address })}
          >
            {t('card.links.feedback')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
