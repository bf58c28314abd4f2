import { Link, useSearchParams } from 'react-router';
import { DEPARTMENTS, RECEIPTS, isReceipt, type ReceiptKind } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { ReceiptDetails } from './receipt-details.tsx';
import { useReceiptT } from '../messages.ts';

const customerService = DEPARTMENTS[0]!;

/**
 * /ocpaFeedback/thankyou?refno=FB-... and /report-fraud/thankyou?refno=HF-...: the receipt at an
 * address of its own (the specification's /thankyou route is the model), so it stays until the
 * person leaves and can be reread, bookmarked or printed. A refno of the wrong shape is not shown.
 */
export default function ReceiptPage({ kind }: { kind: ReceiptKind }) {
  const t = useReceiptT();
  const [params] = useSearchParams();
  const refno = params.get('refno') ?? '';
  const info = RECEIPTS[kind];
  const valid = isReceipt(kind, refno);
  return (
    <Page heading={t(`receipt.title.${kind}`)} className="receipt-page">
      {valid ? (
        <ReceiptDetails kind={kind} refno={refno} />
      ) : (
        <p role="alert">{t('receipt.invalid', { department: customerService.name, phone: customerService.phone })}</p>
      )}
      <ul className="receipt-links">
        <li>
          <Link to="/dashboard">{t('receipt.home')}</Link>
        </li>
        <li>
          <Link to={info.again.to}>{t(`receipt.again.${kind}`)}</Link>
        </li>
      </ul>
    </Page>
  );
}
