import type { PrcGeneralInfo, PrcStats } from '@county/shared/cards';
import { addressLines, count, usDate } from '../format.ts';

interface CardHeaderProps {
  info: PrcGeneralInfo;
  stats: PrcStats;
  refreshDate: string | null;
}

/** The parcel's identity: who owns it, where it is, what it is used for and how it is described. */
export function CardHeader({ info, stats, refreshDate }: CardHeaderProps) {
  const mailing = addressLines(info.mailAddress, [info.mailCity, info.mailState].filter(Boolean).join(', ') + (info.mailZip ? ` ${info.mailZip}` : ''), info.mailCountry);
  const situs = addressLines(info.propertyAddress, info.propertyAddress ? `${info.propertyCity ?? ''}, ${info.propertyState} ${info.propertyZip ?? ''}` : '');
  return (
    <section aria-labelledby="card-summary" className="card-section">
      <h2 id="card-summary">Parcel summary</h2>
      <dl className="card-facts">
        <div>
          <dt>Parcel ID</dt>
          <dd className="parcel-id">{info.displayParcelId}</dd>
        </div>
        <div>
          <dt>Owner{info.owners.length > 1 ? 's' : ''}</dt>
          <dd>
            {info.owners.map((owner) => (
              <span key={owner} className="line">
                {owner}
              </span>
            ))}
          </dd>
        </div>
        {info.propertyName && (
          <div>
            <dt>Property name</dt>
            <dd>{info.propertyName}</dd>
          </div>
        )}
        <div>
          <dt>Property address</dt>
          <dd>{situs.length > 0 ? situs.map((l) => <span key={l} className="line">{l}</span>) : 'No situs address'}</dd>
        </div>
        <div>
          <dt>Mailing address</dt>
          <dd>{mailing.map((l) => <span key={l} className="line">{l}</span>)}</dd>
        </div>
        <div>
          <dt>Property use</dt>
          <dd>
            {info.dorCode} – {info.dorDescription}
          </dd>
        </div>
        <div>
          <dt>Jurisdiction</dt>
          <dd>{info.cityDescription}</dd>
        </div>
        <div>
          <dt>Subdivision</dt>
          <dd>{info.subdivisionName ? `${info.subdivisionName} (${info.subdivisionCode})` : 'Unplatted'}</dd>
        </div>
        <div>
          <dt>Homestead</dt>
          <dd>{info.isHomestead === 'True' ? `Yes, for ${info.taxYear}` : 'No'}</dd>
        </div>
        <div>
          <dt>Land</dt>
          <dd>
            {count(stats.acreage)} acres ({count(stats.landArea)} sq ft)
          </dd>
        </div>
        {stats.buildings > 0 && (
          <div>
            <dt>Living area</dt>
            <dd>
              {count(stats.livingArea)} sq ft, built {stats.yearBuilt}
            </dd>
          </div>
        )}
        <div className="wide">
          <dt>Legal description</dt>
          <dd className="legal">{info.legalDescription ?? 'None on record'}</dd>
        </div>
      </dl>
      <p className="hint">
        Data as of <span className="refresh-date">{usDate(refreshDate) || 'an unknown date'}</span>. Values are for tax year {info.taxYear}.
      </p>
    </section>
  );
}
