import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useTaxEstimateInputs } from '../api/get-tax-estimate-inputs.ts';
import { BillChange } from './bill-change.tsx';
import { BuyerEstimate } from './buyer-estimate.tsx';
import { ComparableSales } from './comparable-sales.tsx';
import { ParcelPicker } from './parcel-picker.tsx';
import { useToolsT, type ToolsKey } from '../messages.ts';
import '../tools.css';

function errorKey(e: unknown): ToolsKey {
  if (e instanceof HttpError && e.status === 404) return 'tools.tax.notFound';
  if (e instanceof HttpError && e.status === 400) return 'tools.tax.badId';
  return 'tools.tax.loadFailed';
}

/**
 * /tools/tax-estimator?pid=<id>: pick a parcel, then a buyer's estimate at a purchase price, why
 * the current owner's bill changed, and the parcel's comparable sales with a map.
 */
export default function TaxEstimatorPage() {
  const t = useToolsT();
  const [params] = useSearchParams();
  const pid = (params.get('pid') ?? params.get('PID') ?? '').trim();
  const state = useTaxEstimateInputs(pid);
  // The load error of the address bar's id is dismissed once another look-up succeeds.
  const [dismissed, setDismissed] = useState('');
  const error = state.status === 'error' && dismissed !== pid ? errorKey(state.error) : null;
  const inputs = state.status === 'ready' ? state.data : null;
  return (
    <Page heading={t('tools.tax.title')} className="tools-page">
      <p>{t('tools.tax.intro')}</p>
      <ParcelPicker key={pid} onFound={() => setDismissed(pid)} />
      {error && (
        <p className="field-error" role="alert">
          {t(error)}
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
