import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_TITLES, type TaxEstimateInputs } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { getJson, HttpError } from '../../../lib/http.ts';
import { apiPath } from '../../../lib/api.ts';
import { BillChange } from './bill-change.tsx';
import { BuyerEstimate } from './buyer-estimate.tsx';
import { ComparableSales } from './comparable-sales.tsx';
import { ParcelPicker } from './parcel-picker.tsx';
import '../tools.css';

type Loaded = { pid: string; inputs: TaxEstimateInputs } | { pid: string; error: string };

/**
 * /tools/tax-estimator?pid=<id>: pick a parcel, then a buyer's estimate at a purchase price, why
 * the current owner's bill changed, and the parcel's comparable sales with a map.
 */
export default function TaxEstimatorPage() {
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
        const message =
          e instanceof HttpError && e.status === 404
            ? 'No parcel has that parcel id.'
            : e instanceof HttpError && e.status === 400
              ? 'That is not a parcel id: enter 15 digits, for example 35-20-27-6645-00-001.'
              : 'The parcel could not be loaded. Please try again later.';
        setLoaded({ pid, error: message });
      });
    return () => controller.abort();
  }, [pid]);

  const current = loaded && loaded.pid === pid && !(('error' in loaded) && dismissed === pid) ? loaded : null;
  const inputs = current && 'inputs' in current ? current.inputs : null;
  return (
    <Page heading={PAGE_TITLES['/tools/tax-estimator']!} className="tools-page">
      <p>
        Estimate next year&apos;s property taxes on a home you are buying, see why your own bill changed, and look at what similar homes
        nearby sold for. Figures are estimates from this year&apos;s certified values and rates; the tax collector sends the bill.
      </p>
      <ParcelPicker key={pid} onFound={() => setDismissed(pid)} />
      {current && 'error' in current && (
        <p className="field-error" role="alert">
          {current.error}
        </p>
      )}
      {inputs && (
        <>
          <h2 className="tools-parcel">
            {inputs.address ?? 'No situs address'}
            {inputs.city ? `, ${inputs.city}` : ''}
          </h2>
          <p>
            Parcel <Link to={`/propertycard?pid=${inputs.parcelId}`}>{inputs.displayId}</Link>, {inputs.jurisdictionName ?? inputs.jurisdictionCode}
            {inputs.homestead ? ', homestead' : ''}.
          </p>
          <BuyerEstimate key={inputs.parcelId} inputs={inputs} />
          {inputs.years.length === 2 && <BillChange previous={inputs.years[1]!} current={inputs.years[0]!} />}
          <ComparableSales pid={inputs.parcelId} />
        </>
      )}
    </Page>
  );
}
