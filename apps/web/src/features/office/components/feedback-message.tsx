import { useEffect, useRef, useState, type FormEvent } from 'react';
import { feedbackReplySchema, REPLY_MAX_LENGTH, type FeedbackDetail } from '@county/shared/office-queue';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { ErrorSummary } from '../../../components/form-fields/error-summary.tsx';
import { HttpError } from '../../../lib/http.ts';
import { readFeedback, replyToFeedback } from '../api/feedback-queue.ts';

const FORM = 'feedback-reply';
const LABEL = 'Your reply';
const MESSAGE_ERROR = `Write a reply of at most ${REPLY_MAX_LENGTH.toLocaleString('en-US')} characters.`;

/** One feedback message, read in full, with the reply form; focus moves to its heading when it opens. */
export function FeedbackMessage({ receipt, csrf, onBack }: { receipt: string; csrf: string; onBack: () => void }) {
  const [item, setItem] = useState<FeedbackDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    readFeedback(receipt).then(
      (found) => setItem(found),
      () => setFailed('This message could not be read. Go back to the list and try again.'),
    );
  }, [receipt]);
  // Once the item is shown, focus moves to its heading (after the render that shows it, however late).
  const shown = item !== null && item !== undefined;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const parsed = feedbackReplySchema.safeParse({ message: reply });
    if (!parsed.success) {
      setError(MESSAGE_ERROR);
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      setItem(await replyToFeedback(receipt, parsed.data.message, csrf));
      setReply('');
      setSent(true);
    } catch (caught) {
      setFailed(caught instanceof HttpError && caught.body ? caught.body.message : 'The reply could not be sent. Try again in a moment.');
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="feedback-message-heading">
      <p>
        <button type="button" className="button secondary" onClick={onBack}>
          Back to the list
        </button>
      </p>
      {failed ? (
        <p role="alert" className="listing-error">
          {failed}
        </p>
      ) : null}
      {item ? (
        <>
          <h3 id="feedback-message-heading" ref={heading} tabIndex={-1}>
            Feedback {item.receipt}
          </h3>
          <dl className="office-details">
            <dt>Received</dt>
            <dd>{new Date(item.receivedAt).toLocaleString('en-US')}</dd>
            <dt>From</dt>
            <dd>
              {item.name} &lt;{item.email}&gt;{item.phone ? `, ${item.phone}` : ''}
            </dd>
            <dt>Type</dt>
            <dd>{item.feedbackType}</dd>
            <dt>Experience</dt>
            <dd>{item.experienceRating} of 5</dd>
            <dt>State</dt>
            <dd>{item.state === 'answered' ? `Answered by ${item.answeredBy ?? ''}` : 'New'}</dd>
          </dl>
          <h4>Message</h4>
          <p className="office-message">{item.comments}</p>
          {item.reply ? (
            <>
              <h4>Reply sent</h4>
              <p className="office-message">{item.reply}</p>
            </>
          ) : null}
          {sent ? <p role="status">Your reply is on its way to {item.email}.</p> : null}
          <form id={FORM} noValidate onSubmit={(event) => void submit(event)} className="office-form">
            {error ? (
              <ErrorSummary ref={summary} formId={FORM} title="There is a problem" errors={[{ name: 'message', label: LABEL, message: error }]} />
            ) : null}
            <TextField
              formId={FORM}
              name="message"
              label={LABEL}
              value={reply}
              onChange={setReply}
              error={error}
              rows={8}
              maxLength={REPLY_MAX_LENGTH}
              hint={`Sent by e-mail to ${item.email}.`}
              required
            />
            <button type="submit" className="button" disabled={sending}>
              Send reply
            </button>
          </form>
        </>
      ) : null}
    </section>
  );
}
