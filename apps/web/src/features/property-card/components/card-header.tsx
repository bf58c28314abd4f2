import { CONFIDENTIAL_OWNER, ownerInLang } from '@county/shared/confidential';
import type { PrcGeneralInfo, PrcStats } from '@county/shared/cards';
import { useLang } from '../../../i18n/i18n.tsx';
import { addressLines, count, usDate } from '../format.ts';
import { useCardT } from '../messages.ts';
import { useCodeDescription } from '../../../i18n/codes/codes.ts';
import { Lines } from '../../../components/lines.tsx';

interface CardHeaderProps {
  info: PrcGeneralInfo;
  stats: PrcStats;
  refreshDate: string | null;
}

/** The parcel's identity: who owns it, where it is, what it is used for and how it is described. */
export function CardHeader({ info, stats, refreshDate }: CardHeaderProps) {
  const t = useCardT();
  const codeText = useCodeDescription();
  const lang = useLang();
  const mailing = addressLines(
    info.mailAddress,
    [info.mailCity, info.mailState].filter(Boolean).join(', ') + (info.mailZip ? ` ${info.mailZip}` : ''),
    info.mailCountry,
  );
  const situs = addressLines(info.propertyAddress, info.propertyAddress ? `${info.propertyCity ?? ''}, ${info.propertyState} ${info.propertyZip ?? ''}` : '');
  return (
    <section aria-labelledby="card-summary" className="card-section">
      <h2 id="card-summary">{t('card.summary.heading')}</h2>
      <dl className="card-facts">
        <div>
          <dt>{t('card.summary.parcelId')}</dt>
          <dd className="parcel-id">{info.displayParcelId}</dd>
        </div>
        <div>
          <dt>{t('card.summary.owners', { count: info.owners.length })}</dt>
          <dd>
            <Lines lines={info.owners.map((owner) => ownerInLang(owner, lang))} />
          </dd>
        </div>
        {info.propertyName && (
          <div>
            <dt>{t('card.summary.propertyName')}</dt>
            <dd>{info.propertyName}</dd>
          </div>
        )}
        <div>
          <dt>{t('card.summary.address')}</dt>
          <dd>
            <Lines lines={situs} empty={t('card.summary.noSitus')} />
          </dd>
        </div>
        <div>
          <dt>{t('card.mailing')}</dt>
          {/* A confidential owner's mailing address is not public (s. 119.071(4)(d), F.S.). */}
          <dd>{info.confidential ? CONFIDENTIAL_OWNER[lang] : <Lines lines={mailing} />}</dd>
        </div>
        <div>
          <dt>{t('card.summary.use')}</dt>
          <dd>
            {info.dorCode} – {codeText(info.dorDescription)}
          </dd>
        </div>
        <div>
          <dt>{t('card.jurisdiction')}</dt>
          <dd>{info.cityDescription}</dd>
        </div>
        <div>
          <dt>{t('card.summary.subdivision')}</dt>
          <dd>{info.subdivisionName ? `${info.subdivisionName} (${info.subdivisionCode})` : t('card.summary.unplatted')}</dd>
        </div>
        <div>
          <dt>{t('card.homestead')}</dt>
          <dd>{info.isHomestead === 'True' ? t('card.summary.homesteadYes', { year: String(info.taxYear) }) : t('card.no')}</dd>
        </div>
        <div>
          <dt>{t('card.summary.land')}</dt>
          <dd>{t('card.summary.landArea', { acres: count(stats.acreage, lang), sqft: count(stats.landArea, lang) })}</dd>
        </div>
        {stats.buildings > 0 && (
          <div>
            <dt>{t('card.livingArea')}</dt>
            <dd>{t('card.summary.livingAreaValue', { sqft: count(stats.livingArea, lang), year: String(stats.yearBuilt ?? '') })}</dd>
          </div>
        )}
        <div className="wide">
          <dt>{t('card.summary.legal')}</dt>
          <dd className="legal">{info.legalDescription ?? t('card.summary.noLegal')}</dd>
        </div>
      </dl>
      <p className="hint">
        {t.rich('card.summary.asOf', {
          stamp: (chunks) => <span className="refresh-date">{chunks}</span>,
          date: usDate(refreshDate, lang) || t('card.unknownDate'),
          year: String(info.taxYear),
        })}
      </p>
    </section>
  );
}
