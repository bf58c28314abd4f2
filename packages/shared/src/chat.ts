// The virtual assistant's contract (specification, sections 3, 5, 7), shared by the answer engine
// and the dialog. No zod here: the dialog's chunk needs only these plain rules.

/** One item of GET api/chat/processmessage: the link text and where it leads. */
export interface ChatAction {
  actionName: string;
  actionLink: string;
}

/** Longest question the dialog sends and the API accepts (specification, section 9). */
export const CHAT_MAX_LENGTH = 150;

/** Most items one answer carries, best first. */
export const CHAT_MAX_ACTIONS = 5;

/** Link texts for which the dialog shows its own canned content instead of following the link. */
export const CANNED_ACTIONS = ['Homestead', 'TPP', 'Income Survey', 'External'] as const;
export type CannedAction = (typeof CANNED_ACTIONS)[number];

export function isCannedAction(name: string): name is CannedAction {
  return (CANNED_ACTIONS as readonly string[]).includes(name);
}

/** Action name of the answer that sends an address or parcel id to the parcel search. */
export const PARCEL_SEARCH_ACTION = 'Search for this property';

/**
 * The question as it will be sent, or null when there is nothing to send: whitespace-only input is
 * ignored (section 5), and so is anything over the limit.
 */
export function chatQuestion(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || text.length > CHAT_MAX_LENGTH) return null;
  return trimmed;
}
