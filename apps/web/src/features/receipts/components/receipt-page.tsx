import { Link, useSearchParams } from 'react-router';
import { DEPARTMENTS, PAGE_TITLES, RECEIPTS, isReceipt, type ReceiptKind } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { ReceiptDetails } from './receipt-details.tsx';

const customerService = DEPARTMENTS[0]!;

/**
 * /ocpaFeedback/thankyou?refno=FB-... and /report-fraud/thankyou?refno=HF-...: the receipt at an
 * address of its own (the specification's /thankyou route is the model), so it stays until the
 * person leaves and can be reread, bookmarked or printed. A refno of the wrong shape is not shown.
 */
export default function ReceiptPage({ kind }: { kind: ReceiptKind }) {
  const [params] = useSearchParams();
  const refno = params.get('refno') ?? '';
  const info = RECEIPTS[kind];
  const valid = isReceipt(kind, refno);
  return (
    <Page heading={PAGE_TITLES[info.path]!} className="receipt-page">
      {valid ? (
        <ReceiptDetails kind={kind} refno={refno} />
      ) : (
        <p role="alert">
          This address does not hold a receipt number. If you sent us a message, the number is in the address of the page that thanked you;
          you can also call {customerService.name} at {customerService.phone}.
        </p>
      )}
      <ul className="receipt-links">
        <li>
          <Link to="/dashboard">Back to the home page</Link>
        </li>
        <li>
          <Link to={info.again.to}>{info.again.label}</Link>
        </li>
      </ul>
    </Page>
  );
}
