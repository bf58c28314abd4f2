import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { FeedbackInput } from '../../../lib/dialogs.ts';
import { ReceiptDetails } from '../../receipts/index.ts';
import FeedbackForm from './feedback-form.tsx';
import { useFormT } from '../../../components/form-fields/messages.ts';
import { useFeedbackT } from '../messages.ts';

interface FeedbackDialogProps {
  onClose: () => void;
  initial?: FeedbackInput;
}

/**
 * The feedback form in the header's dialog. Once sent, the dialog shows the receipt and what
 * happens next until the person closes it (a toast that vanished after a few seconds took the
 * receipt number with it), with a link to the same receipt at its own address.
 */
export default function FeedbackDialog({ onClose, initial }: FeedbackDialogProps) {
  const t = useFeedbackT();
  const tf = useFormT();
  const [receipt, setReceipt] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (receipt) doneRef.current?.focus();
  }, [receipt]);

  if (!receipt) return <FeedbackForm onClose={onClose} onDone={setReceipt} initial={initial} />;
  return (
    <div ref={doneRef} tabIndex={-1} className="feedback-done" role="status" aria-labelledby="feedback-done-title">
      <h3 id="feedback-done-title">{t('feedback.sent')}</h3>
      <ReceiptDetails kind="feedback" refno={receipt} headingLevel={3} />
      <p>
        {t.rich('feedback.openReceipt', {
          link: (text) => (
            <Link to={`/ocpaFeedback/thankyou?refno=${encodeURIComponent(receipt)}`} onClick={onClose}>
              {text}
            </Link>
          ),
        })}
      </p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {tf('form.close')}
        </button>
      </div>
    </div>
  );
}
