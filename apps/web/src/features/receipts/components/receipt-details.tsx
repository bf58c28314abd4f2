import { RECEIPTS, type ReceiptKind } from '@county/shared';
import { useReceiptT } from '../messages.ts';
import '../receipts.css';

interface ReceiptDetailsProps {
  kind: ReceiptKind;
  refno: string;
}

/**
 * The receipt number and what happens next, on the receipt page (where a sent feedback dialog
 * leads too). The number is plain text from the URL or the server, never markup. The steps' words are
 * the catalog's (receipt.<kind>.<n>.when/what), one for each step of RECEIPTS.
 */
export function ReceiptDetails({ kind, refno }: ReceiptDetailsProps) {
  const t = useReceiptT();
  return (
    <div className="receipt">
      <p className="receipt-thanks">{t(`receipt.thanks.${kind}`)}</p>
      <p className="receipt-number">
        {t.rich('receipt.number', {
          number: () => (
            <strong data-testid="receipt-number" className="receipt-code">
              {refno}
            </strong>
          ),
        })}
      </p>
      <h2 className="receipt-next-heading">{t('receipt.nextHeading')}</h2>
      <ol className="receipt-next">
        {RECEIPTS[kind].next.map((step, index) => {
          const n = index as 0 | 1 | 2;
          return (
            <li key={step.when}>
              <strong>{t(`receipt.${kind}.${n}.when`)}:</strong> {t(`receipt.${kind}.${n}.what`)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
