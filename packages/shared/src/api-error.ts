// The one error shape every endpoint answers with: the HTTP status, a short error name, a message a
// person can read, and (for input errors) the field or parameter that was wrong.
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
}

/** The fixed user-key header every client request carries (specification, section 7). */
export const USER_KEY_HEADER = 'user-key';
export const USER_KEY_VALUE = 'county-public-site';
