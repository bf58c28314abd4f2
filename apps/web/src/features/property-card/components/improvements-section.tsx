import type { PrcBuilding, PrcFeature, PrcLand } from '@county/shared/cards';
import { count, money } from '../format.ts';
import { DataTable } from '../../../components/data-table.tsx';

interface ImprovementsSectionProps {
  land: PrcLand[];
  buildings: PrcBuilding[];
  features: PrcFeature[];
}

/** Land lines, buildings and extra features. */
export function ImprovementsSection({ land, buildings, features }: ImprovementsSectionProps) {
  return (
    <section aria-labelledby="card-property" className="card-section">
      <h2 id="card-property">Land, buildings and features</h2>
      <DataTable
        id="land-table"
        caption="Land"
        rows={land}
        rowKey={(l) => String(l.lineNumber)}
        empty="No land lines are on the roll for this parcel."
        columns={[
          { header: 'Land use', cell: (l) => `${l.landUseCode} – ${l.description}` },
          { header: 'Zoning', cell: (l) => l.zoning ?? '' },
          { header: 'Units', cell: (l) => `${count(l.units)} ${l.unitType}`, num: true },
          { header: 'Frontage × depth', cell: (l) => (l.frontage && l.depth ? `${count(l.frontage)} × ${count(l.depth)}` : ''), num: true },
          { header: 'Unit price', cell: (l) => money(l.unitPrice), num: true },
          { header: 'Land value', cell: (l) => money(l.landValue), num: true },
        ]}
      />
      <DataTable
        id="buildings-table"
        caption="Buildings"
        rows={buildings}
        rowKey={(b) => String(b.buildingNumber)}
        empty="No buildings are on the roll for this parcel."
        columns={[
          { header: 'Building', cell: (b) => `${b.buildingNumber}: ${b.model}` },
          { header: 'Year built (effective)', cell: (b) => `${b.yearBuilt} (${b.effectiveYearBuilt})` },
          { header: 'Living area (sq ft)', cell: (b) => count(b.livingArea), num: true },
          { header: 'Gross area (sq ft)', cell: (b) => count(b.grossArea), num: true },
          { header: 'Beds', cell: (b) => b.bedrooms, num: true },
          { header: 'Baths', cell: (b) => b.baths, num: true },
          { header: 'Stories', cell: (b) => b.stories, num: true },
          { header: 'Construction', cell: (b) => [b.construction, b.exteriorWall, b.roof].filter(Boolean).join('; ') },
          { header: 'Quality', cell: (b) => b.quality },
          { header: 'Value', cell: (b) => money(b.buildingValue), num: true },
        ]}
      />
      <DataTable
        id="features-table"
        caption="Extra features"
        rows={features}
        rowKey={(f) => String(f.lineNumber)}
        empty="No extra features are on the roll for this parcel."
        columns={[
          { header: 'Feature', cell: (f) => `${f.featureCode} – ${f.description}` },
          { header: 'Units', cell: (f) => `${count(f.units)} ${f.unitType}`, num: true },
          { header: 'Year built', cell: (f) => f.yearBuilt ?? '' },
          { header: 'Value', cell: (f) => money(f.featureValue), num: true },
        ]}
      />
    </section>
  );
}
