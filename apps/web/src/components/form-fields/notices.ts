import { DEPARTMENTS } from '@county/shared';

// Section 668.6076, Florida Statutes: an agency that publishes an e-mail address must say that
// e-mail addresses sent to it are public records. Shown beside every e-mail field of the site.
export const PUBLIC_RECORDS_EMAIL_NOTICE =
  'Under Florida law, e-mail addresses are public records. If you do not want your e-mail address ' +
  'released in response to a public records request, do not send electronic mail to this office. ' +
  `Instead, contact us by phone (${DEPARTMENTS[0]!.phone}) or in writing.`;
