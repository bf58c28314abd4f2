import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TaxEstimateInputs } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { getJson, HttpError } from '../../../lib/http.ts';
import { apiPath } from '../../../lib/api.ts';
import { BillChange } from './bill-change.tsx';
import { BuyerEstimate } from './buyer-estimate.tsx';
import { ComparableSales } from './comparable-sales.tsx';
import { ParcelPicker } from './parcel-picker.tsx';
import { useToolsT, type ToolsKey } from '../messages.ts';
import '../tools.css';

type Loaded = { pid: string; inputs: TaxEstimateInputs } | { pid: string; error: ToolsKey };

/**
 * /tools/tax-estimator?pid=<id>: pick a parcel, then a buyer's estimate at a purchase price, why
 * the current owner's bill changed, and the parcel's comparable sales with a map.
 */
export default function TaxEstimatorPage() {
  const t = useToolsT();
  const [params] = useSearchParams();
  const pid = (params.get('pid') ?? params.get('PID') ?? '').trim();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The load error of the address bar's id is dismissed once another look-up succeeds.
  const [dismissed, setDismissed] = useState('');

  useEffect(() => {
    if (!pid) return;
    const controller = new AbortController();
    getJson<TaxEstimateInputs>(apiPath('taxEstimateInputs', { pid }), { signal: controller.signal })
      .then((inputs) => setLoaded({ pid, inputs }))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        const message: ToolsKey =
          e instanceof HttpError && e.status === 404
            ? 'tools.tax.notFound'
            : e instanceof HttpError && e.status === 400
              ? 'tools.tax.badId'
              : 'tools.tax.loadFailed';
        setLoaded({ pid, error: message });
      });
    return () => controller.abort();
  }, [pid]);

  const current = loaded && loaded.pid === pid && !(('error' in loaded) && dismissed === pid) ? loaded : null;
  const inputs = current && 'inputs' in current ? current.inputs : null;
  return (
    <Page heading={t('tools.tax.title')} className="tools-page">
      <p>{t('tools.tax.intro')}</p>
      <ParcelPicker key={pid} onFound={() => setDismissed(pid)} />
      {current && 'error' in current && (
        <p className="field-error" role="alert">
          {t(current.error)}
        </p>
      )}
      {inputs && (
        <>
          <h2 className="tools-parcel">
            {inputs.address ?? t('tools.tax.noAddress')}
            {inputs.city ? `, ${inputs.city}` : ''}
          </h2>
          <p>
            {t.rich('tools.tax.parcel', {
              id: inputs.displayId,
              jurisdiction: inputs.jurisdictionName ?? inputs.jurisdictionCode,
              homestead: inputs.homestead ? 'yes' : 'no',
              link: (text) => <Link to={`/propertycard?pid=${inputs.parcelId}`}>{text}</Link>,
            })}
          </p>
          <BuyerEstimate key={inputs.parcelId} inputs={inputs} />
          {inputs.years.length === 2 && <BillChange previous={inputs.years[1]!} current={inputs.years[0]!} />}
          <ComparableSales pid={inputs.parcelId} />
        </>
      )}
    </Page>
  );
}
