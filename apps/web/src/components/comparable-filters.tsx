import { useState } from 'react';
import { COMPARABLE_CHOICES, COMPARABLE_USES, type ComparableBand } from '@county/shared/comparable-filters';
import type { ComparableFilter } from '@county/shared/comparable-sales';
import { useT } from '../i18n/i18n.tsx';

// The filters of the one definition of a comparable sale (decision 124), as the map and the tool
// offer them: each starts at the definition's first value and can be widened. A change is read
// through the definition's own schema (loaded with the first change, so a page that never filters
// does not fetch zod) before it is asked of the server, which reads it through the same schema.

interface ComparableFiltersProps {
  id: string;
  filter: ComparableFilter;
  onChange: (filter: ComparableFilter) => void;
}

const BANDS: ComparableBand[] = ['months', 'areaBand', 'yearBand', 'bedsBand', 'lotBand'];

export function ComparableFilters({ id, filter, onChange }: ComparableFiltersProps) {
  const t = useT();
  const [error, setError] = useState('');
  const change = async (field: keyof ComparableFilter, value: string) => {
    const { comparableFilterSchema } = await import('@county/shared/comparable-sales');
    const parsed = comparableFilterSchema.safeParse({ ...filter, [field]: value });
    setError(parsed.success ? '' : (parsed.error.issues[0]?.message ?? ''));
    if (parsed.success) onChange(parsed.data);
  };
  return (
    <fieldset className="comparable-filters" data-testid={id}>
      <legend>{t('comparables.filters')}</legend>
      <label htmlFor={`${id}-use`}>
        {t('comparables.use')}
        <select id={`${id}-use`} value={filter.use} onChange={(e) => void change('use', e.target.value)}>
          {COMPARABLE_USES.map((use) => (
            <option key={use} value={use}>
              {t(`comparables.use.${use}`)}
            </option>
          ))}
        </select>
      </label>
      {BANDS.map((band) => (
        <label key={band} htmlFor={`${id}-${band}`}>
          {t(`comparables.${band}`)}
          <select id={`${id}-${band}`} value={filter[band]} onChange={(e) => void change(band, e.target.value)}>
            {COMPARABLE_CHOICES[band].map((value) => (
              <option key={value} value={value}>
                {band !== 'months' && value === COMPARABLE_CHOICES[band].at(-1) ? t(`comparables.${band}.any`) : t(`comparables.${band}.choice`, { value })}
              </option>
            ))}
          </select>
        </label>
      ))}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
