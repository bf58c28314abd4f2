// The receipt a person gets after sending website feedback or a homestead-fraud report, and what
// the office promises to do next (decision 75). The receipt page has its own address, so it can be
// reread, bookmarked or printed; the times below are the office's service commitments and, like
// the 555 phone numbers, placeholders that a deployment confirms with its office.

export type ReceiptKind = 'feedback' | 'report-fraud';

export interface NextStep {
  /** When it happens, in plain words ("Within 2 business days"). */
  when: string;
  what: string;
}

export interface ReceiptInfo {
  prefix: 'FB' | 'HF';
  /** The receipt page: path?refno=<receipt>. */
  path: string;
  title: string;
  thanks: string;
  next: NextStep[];
  /** The form the person came from, to send another message. */
  again: { label: string; to: string };
}

export const RECEIPTS: Record<ReceiptKind, ReceiptInfo> = {
  feedback: {
    prefix: 'FB',
    path: '/ocpaFeedback/thankyou',
    title: 'Feedback Received',
    thanks: 'Thank you for your feedback. We have received it.',
    next: [
      { when: 'Within 2 business days', what: 'A member of our staff reads your message and passes it to the department it concerns.' },
      {
        when: 'Within 5 business days',
        what: 'If you asked a question or pointed out a mistake in a property record, that department answers you by email or phone.',
      },
      { when: 'After that', what: 'Suggestions about the website go on our list of improvements; they do not get a separate reply.' },
    ],
    again: { label: 'Send more feedback', to: '/ocpaFeedback' },
  },
  'report-fraud': {
    prefix: 'HF',
    path: '/report-fraud/thankyou',
    title: 'Report Received',
    thanks: 'Thank you. Your report was received.',
    next: [
      { when: 'Within 10 business days', what: 'An exemption investigator reviews your report and checks it against our records.' },
      {
        when: 'Over the following weeks or months',
        what: 'If the report holds up, the investigator may ask the owner for proof of residency. If you left a way to reach you, the investigator may call with questions.',
      },
      {
        when: 'When the case is closed',
        what: 'We cannot tell you the outcome, because it concerns another person’s tax records; an exemption that is removed shows on the property card after the next roll.',
      },
    ],
    again: { label: 'Report another property', to: '/report-fraud' },
  },
};

/** FB-261123-ABCDEF: the prefix, the UTC date (YYMMDD) and six letters that cannot be misread. */
const RECEIPT_SHAPE = /^(FB|HF)-\d{6}-[A-Z2-9]{6}$/;

/** True when the text has the shape of a receipt of this kind (the page shows it only then). */
export function isReceipt(kind: ReceiptKind, refno: string): boolean {
  return RECEIPT_SHAPE.test(refno) && refno.startsWith(`${RECEIPTS[kind].prefix}-`);
}

export function receiptPath(kind: ReceiptKind, refno: string): string {
  return `${RECEIPTS[kind].path}?refno=${encodeURIComponent(refno)}`;
}
