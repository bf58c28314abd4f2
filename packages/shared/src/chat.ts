// The virtual assistant's contract (specification, sections 3, 5, 7), shared by the answer engine
// and the dialog. No zod here: the dialog's chunk needs only these plain rules.

/** One item of GET api/chat/processmessage: the link text and where it leads. */
export interface ChatAction {
  actionName: string;
  actionLink: string;
}

/** Languages the assistant answers in: English, and Spanish for the topics that carry Spanish text. */
export type ChatLanguage = 'en' | 'es';

/**
 * The richer answer of GET api/chat/processmessage?queryData=...&format=reply, for this site's
 * dialog: one or two plain sentences that answer the question, then the same items. Without
 * `format=reply` the route answers the bare list the office's own client expects.
 */
export interface ChatReply {
  /** Plain text (never HTML). With items: the answer; without: what the assistant covers. */
  text: string;
  language: ChatLanguage;
  items: ChatAction[];
}

/** The value of `format` that asks for a ChatReply. */
export const CHAT_REPLY_FORMAT = 'reply';

/**
 * An actionLink that opens the external-link notice of that type (specification, section 2)
 * instead of a page: `notice:fema`, `notice:taxes`. Content pages write their notice links the same way.
 */
export const NOTICE_LINK_PREFIX = 'notice:';

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
