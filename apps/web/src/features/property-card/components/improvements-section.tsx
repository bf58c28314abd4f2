import type { PrcBuilding, PrcFeature, PrcLand } from '@county/shared/cards';
import { useLang } from '../../../i18n/i18n.tsx';
import { count, money } from '../format.ts';
import { useCardT } from '../messages.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { useCodeDescription } from '../../../i18n/codes/codes.ts';

interface ImprovementsSectionProps {
  land: PrcLand[];
  buildings: PrcBuilding[];
  features: PrcFeature[];
}

/** Land lines, buildings and extra features. */
export function ImprovementsSection({ land, buildings, features }: ImprovementsSectionProps) {
  const t = useCardT();
  const codeText = useCodeDescription();
  const lang = useLang();
  return (
    <section aria-labelledby="card-property" className="card-section">
      <h2 id="card-property">{t('card.property.heading')}</h2>
      <DataTable
        id="land-table"
        caption={t('card.land.caption')}
        rows={land}
        rowKey={(l) => String(l.lineNumber)}
        empty={t('card.land.none')}
        columns={[
          { header: t('card.land.use'), cell: (l) => `${l.landUseCode} – ${codeText(l.description)}` },
          { header: t('card.land.zoning'), cell: (l) => l.zoning ?? '' },
          { header: t('card.units'), cell: (l) => `${count(l.units, lang)} ${l.unitType}`, num: true },
          { header: t('card.land.frontage'), cell: (l) => (l.frontage && l.depth ? `${count(l.frontage, lang)} × ${count(l.depth, lang)}` : ''), num: true },
          { header: t('card.land.unitPrice'), cell: (l) => money(l.unitPrice, lang), num: true },
          { header: t('card.values.land'), cell: (l) => money(l.landValue, lang), num: true },
        ]}
      />
      <DataTable
        id="buildings-table"
        caption={t('card.buildings.caption')}
        rows={buildings}
        rowKey={(b) => String(b.buildingNumber)}
        empty={t('card.buildings.none')}
        columns={[
          { header: t('card.buildings.building'), cell: (b) => `${b.buildingNumber}: ${codeText(b.model)}` },
          { header: t('card.buildings.yearBuilt'), cell: (b) => `${b.yearBuilt} (${b.effectiveYearBuilt})` },
          { header: t('card.buildings.livingArea'), cell: (b) => count(b.livingArea, lang), num: true },
          { header: t('card.buildings.grossArea'), cell: (b) => count(b.grossArea, lang), num: true },
          { header: t('card.buildings.beds'), cell: (b) => b.bedrooms, num: true },
          { header: t('card.buildings.baths'), cell: (b) => b.baths, num: true },
          { header: t('card.buildings.stories'), cell: (b) => b.stories, num: true },
          {
            header: t('card.buildings.construction'),
            cell: (b) =>
              [b.construction, b.exteriorWall, b.roof]
                .filter((part): part is string => Boolean(part))
                .map(codeText)
                .join('; '),
          },
          { header: t('card.buildings.quality'), cell: (b) => codeText(b.quality) },
          { header: t('card.value'), cell: (b) => money(b.buildingValue, lang), num: true },
        ]}
      />
      <DataTable
        id="features-table"
        caption={t('card.features.caption')}
        rows={features}
        rowKey={(f) => String(f.lineNumber)}
        empty={t('card.features.none')}
        columns={[
          { header: t('card.features.feature'), cell: (f) => `${f.featureCode} – ${codeText(f.description)}` },
          { header: t('card.units'), cell: (f) => `${count(f.units, lang)} ${f.unitType}`, num: true },
          { header: t('card.yearBuilt'), cell: (f) => f.yearBuilt ?? '' },
          { header: t('card.value'), cell: (f) => money(f.featureValue, lang), num: true },
        ]}
      />
    </section>
  );
}
