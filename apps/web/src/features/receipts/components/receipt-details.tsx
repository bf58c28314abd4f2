import { RECEIPTS, type ReceiptKind } from '@county/shared';
import '../receipts.css';

interface ReceiptDetailsProps {
  kind: ReceiptKind;
  refno: string;
  /** The heading level: h2 on the receipt page (under its h1), the dialog's own title otherwise. */
  headingLevel?: 2 | 3;
}

/**
 * The receipt number and what happens next, the same on the receipt page and in the feedback
 * dialog. The number is plain text from the URL or the server, never markup.
 */
export function ReceiptDetails({ kind, refno, headingLevel = 2 }: ReceiptDetailsProps) {
  const info = RECEIPTS[kind];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="receipt">
      <p className="receipt-thanks">{info.thanks}</p>
      <p className="receipt-number">
        Your receipt number is{' '}
        <strong data-testid="receipt-number" className="receipt-code">
          {refno}
        </strong>
        . Keep it if you contact us about this message.
      </p>
      <Heading className="receipt-next-heading">What happens next</Heading>
      <ol className="receipt-next">
        {info.next.map((step) => (
          <li key={step.when}>
            <strong>{step.when}:</strong> {step.what}
          </li>
        ))}
      </ol>
    </div>
  );
}
