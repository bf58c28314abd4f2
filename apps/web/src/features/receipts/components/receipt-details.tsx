import { RECEIPTS, type ReceiptKind } from '@county/shared';
import { useReceiptT } from '../messages.ts';
import '../receipts.css';

interface ReceiptDetailsProps {
  kind: ReceiptKind;
  refno: string;
  /** The heading level: h2 on the receipt page (under its h1), the dialog's own title otherwise. */
  headingLevel?: 2 | 3;
}

/**
 * The receipt number and what happens next, the same on the receipt page and in the feedback
 * dialog. The number is plain text from the URL or the server, never markup. The steps' words are
 * the catalog's (receipt.<kind>.<n>.when/what), one for each step of RECEIPTS.
 */
export function ReceiptDetails({ kind, refno, headingLevel = 2 }: ReceiptDetailsProps) {
  const t = useReceiptT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
      <Heading className="receipt-next-heading">{t('receipt.nextHeading')}</Heading>
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
