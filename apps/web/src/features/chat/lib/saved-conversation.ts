import { CANNED_ACTIONS, type CannedAction, type ChatAction, type ChatLanguage } from '@county/shared';

// The conversation is kept for the visit (sessionStorage, issue 33): closing the dialog and opening
// it again, or going to another page, finds it where it was; a new tab or a closed browser starts
// afresh, and Clear forgets it. What is read back was written by this page, but storage can be
// edited, so each message is checked field by field and anything else is dropped; the dialog still
// renders every field as text, and its links keep their own checks.

export interface ChatMessage {
  id: number;
  sentBy: 'bot' | 'user';
  /** When it was sent. */
  date: Date;
  content: string;
  /** The greeting, shown in the page's language whenever it is shown. */
  greeting?: boolean;
  /** A second paragraph: after 'No matching results', what the assistant covers. */
  detail?: string;
  /** Set on replies in another language than the page's, so that screen readers read them in it. */
  lang?: ChatLanguage;
  actions: ChatAction[];
  /** For the canned answers: which one to show below the content. */
  canned?: CannedAction;
}

const KEY = 'county.chat.conversation';
/** Enough for a long visit; older messages are dropped first. */
const MAX_MESSAGES = 100;

const isString = (v: unknown): v is string => typeof v === 'string';

function isAction(raw: unknown): raw is ChatAction {
  if (typeof raw !== 'object' || raw === null) return false;
  const a = raw as Record<string, unknown>;
  return isString(a.actionName) && isString(a.actionLink);
}

function readMessage(raw: unknown): ChatMessage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Record<string, unknown>;
  const date = new Date(isString(m.date) ? m.date : NaN);
  if ((m.sentBy !== 'bot' && m.sentBy !== 'user') || !isString(m.content) || Number.isNaN(date.getTime())) return null;
  const actions = (Array.isArray(m.actions) ? (m.actions as unknown[]) : []).filter(isAction);
  return {
    id: 0,
    sentBy: m.sentBy,
    date,
    content: m.content,
    actions: actions.map(({ actionName, actionLink }) => ({ actionName, actionLink })),
    ...(m.greeting === true ? { greeting: true } : {}),
    ...(isString(m.detail) ? { detail: m.detail } : {}),
    ...(m.lang === 'en' || m.lang === 'es' ? { lang: m.lang } : {}),
    ...((CANNED_ACTIONS as readonly unknown[]).includes(m.canned) ? { canned: m.canned as CannedAction } : {}),
  };
}

/** The kept conversation, or null when there is none (or it cannot be read). */
export function loadConversation(): Omit<ChatMessage, 'id'>[] | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!Array.isArray(raw)) return null;
    const list = raw.map(readMessage).filter((m): m is ChatMessage => m !== null);
    return list.length > 0 ? list : null;
  } catch {
    // Storage switched off or unreadable: the conversation simply starts afresh.
    return null;
  }
}

export function saveConversation(list: ChatMessage[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(list.slice(-MAX_MESSAGES).map(({ id: _id, ...rest }) => rest)));
  } catch {
    // Full or switched off: the conversation lasts as long as the dialog, as before.
  }
}

export function clearConversation(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
