import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import {
  CHAT_MAX_LENGTH,
  NOTICE_LINK_PREFIX,
  NOTICE_TYPES,
  chatQuestion,
  isCannedAction,
  type CannedAction,
  type ChatAction,
  type NoticeInput,
  type NoticeType,
} from '@county/shared';
import { HttpError } from '../../../lib/http.ts';
import { askAssistant } from '../api/ask-assistant.ts';
import { toasts } from '../../../lib/alerts.ts';
import { dialogs } from '../../../lib/dialogs.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { LOCALES } from '../../../i18n/format.ts';
import { useChatT } from '../messages.ts';
import { CannedAnswer } from './canned-answer.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { clearConversation, loadConversation, saveConversation, type ChatMessage } from '../lib/saved-conversation.ts';
import '../chat.css';

// The virtual assistant (specification, sections 2, 4, 5, 8): a conversation, a question box and
// Submit and Close. The log is a live region, so each reply is read out while focus stays in the
// question box. What a person types is shown as text; the assistant's replies are built from
// structured answers (the answer in words, link texts and paths), never from HTML.

let nextId = 1;
function message(sentBy: ChatMessage['sentBy'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: nextId++, sentBy, date: new Date(), content, actions: [], ...extra };
}

const greeting = () => message('bot', '', { greeting: true });

function isInternal(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

interface ChatPanelProps {
  onClose: () => void;
}

export default function ChatPanel({ onClose }: ChatPanelProps) {
  const t = useChatT();
  const pageLang = useLang();
  const [conversation, setConversation] = useState<ChatMessage[]>(() => [greeting()]);
  // Set once the kept conversation has been read, so that the greeting alone never overwrites it.
  const [restored, setRestored] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const abort = useRef(new AbortController());
  const inputId = useId();
  const counterId = useId();
  const errorId = useId();

  useEffect(() => {
    inputRef.current?.focus();
    const controller = abort.current;
    // Read after the first render: the server's HTML (the /ocpabot page) has only the greeting.
    const kept = loadConversation();
    if (kept) setConversation(kept.map((m) => ({ ...m, id: nextId++ })));
    setRestored(true);
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (restored) saveConversation(conversation);
  }, [conversation, restored]);

  function clear() {
    clearConversation();
    setConversation([greeting()]);
    setError(null);
    inputRef.current?.focus();
  }

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [conversation]);

  const append = (m: ChatMessage) => setConversation((list) => [...list, m]);

  async function send(question: string) {
    append(message('user', question));
    try {
      const reply = await askAssistant(question, pageLang, abort.current.signal);
      // The server answers in the question's language; the API takes no language of its own.
      const lang = reply.language !== pageLang ? reply.language : undefined;
      // The answer in words first, then its links; with no links, the specification's message and
      // then what the assistant covers and whom to call.
      append(
        reply.items.length > 0
          ? message('bot', reply.text || t('chat.linksOnly'), { actions: reply.items, lang })
          : message('bot', t('spec.chat.noResults'), { detail: reply.text || undefined, lang }),
      );
    } catch (err) {
      if (abort.current.signal.aborted) return;
      if (err instanceof HttpError) toasts.error(t('spec.chat.failed'), t('chat.errorTitle'));
      else append(message('bot', t('spec.chat.transport')));
    }
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const question = chatQuestion(text);
    inputRef.current?.focus();
    if (question === null) {
      setError(t('spec.chat.required'));
      return;
    }
    setError(null);
    setText('');
    void send(question);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  function showCanned(name: CannedAction) {
    append(message('bot', name, { canned: name }));
    inputRef.current?.focus();
  }

  const left = CHAT_MAX_LENGTH - text.length;
  // English keeps the browser's own date style; Spanish uses the Spanish of the United States.
  const hydrated = useHydrated();
  const sentAt = (date: Date) => (pageLang === 'en' ? date.toLocaleString() : date.toLocaleString(LOCALES[pageLang]));
  return (
    <div className="chat">
      {/* The scrolling box takes focus so a keyboard can scroll it (WCAG 2.1.1), which the lint rule
          cannot know; the log inside it is the live region that reads out each new message. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={logRef} className="chat-log" role="region" aria-label={t('chat.conversation')} tabIndex={0}>
        <div role="log">
          {conversation.map((m) => (
            <div key={m.id} className={`chat-message ${m.sentBy}`} lang={m.lang}>
              {/* The time is the browser's own (clock and zone): the server's HTML keeps only the line. */}
              <span className="chat-meta">{hydrated ? t(m.sentBy === 'bot' ? 'chat.assistant' : 'chat.you', { date: sentAt(m.date) }) : '\u00a0'}</span>
              {m.canned ? (
                <>
                  <p>
                    <strong>{t(CANNED_LABELS[m.canned])}</strong>
                  </p>
                  <CannedAnswer name={m.canned} onNavigate={onClose} />
                </>
              ) : (
                <p>{m.greeting ? t('spec.chat.greeting') : m.content}</p>
              )}
              {m.detail && <p className="chat-detail">{m.detail}</p>}
              {m.actions.length > 0 && (
                <ul className="chat-actions">
                  {m.actions.map((a) => (
                    <li key={`${a.actionName} ${a.actionLink}`}>
                      <ActionLink action={a} onCanned={showCanned} onNavigate={onClose} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      </div>
      <form className="chat-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>
          {t('spec.chat.label')}
          <textarea
            ref={inputRef}
            id={inputId}
            rows={2}
            value={text}
            maxLength={CHAT_MAX_LENGTH}
            placeholder={t('spec.chat.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${counterId}` : counterId}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
          />
        </label>
        {error && (
          <p id={errorId} className="field-error">
            {error}
          </p>
        )}
        <div className="chat-form-row">
          <span id={counterId} className="hint">
            {t('chat.left', { left })}
          </span>
          <div className="chat-buttons">
            <button type="submit" className="button">
              {t('chat.submit')}
            </button>
            <button type="button" className="button secondary" onClick={clear}>
              {t('chat.clear')}
            </button>
            <button type="button" className="button secondary" onClick={onClose}>
              {t('chat.close')}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}

// The API names the canned answers in English (the office's client knows them by name); the
// dialog shows them in the page's language.
const CANNED_LABELS = {
  Homestead: 'chat.canned.homestead',
  TPP: 'chat.canned.tpp',
  'Income Survey': 'chat.canned.incomeSurvey',
  External: 'chat.canned.external',
} as const satisfies Record<CannedAction, string>;

interface ActionLinkProps {
  action: ChatAction;
  onCanned: (name: CannedAction) => void;
  onNavigate: () => void;
}

/** `notice:fema?Address=...` as the notice dialog's input, or null for any other link. */
function noticeInput(link: string): NoticeInput | null {
  if (!link.startsWith(NOTICE_LINK_PREFIX)) return null;
  const [type = '', query = ''] = link.slice(NOTICE_LINK_PREFIX.length).split('?');
  if (!(NOTICE_TYPES as readonly string[]).includes(type)) return null;
  const address = new URLSearchParams(query).get('Address');
  return { Type: type as NoticeType, ...(address ? { Address: address } : {}) };
}

// The canned link texts open their answer in the conversation; a path of the site navigates and
// closes the dialog; `notice:<type>` (FEMA's flood map, the Tax Collector) opens the external-link
// notice in place of the dialog, as the property card's buttons do; anything else is another site
// and opens in a new tab.
function ActionLink({ action, onCanned, onNavigate }: ActionLinkProps) {
  const t = useChatT();
  const { actionName, actionLink } = action;
  const notice = noticeInput(actionLink);
  if (notice) {
    return (
      <button type="button" className="chat-action" onClick={() => dialogs.openNotice(notice)}>
        {actionName}
      </button>
    );
  }
  if (isCannedAction(actionName)) {
    return (
      <button type="button" className="chat-action" onClick={() => onCanned(actionName)}>
        {t(CANNED_LABELS[actionName])}
      </button>
    );
  }
  if (isInternal(actionLink)) {
    return (
      <Link className="chat-action" to={actionLink} onClick={onNavigate}>
        {actionName}
      </Link>
    );
  }
  // Only web addresses become links: a javascript: or data: link from a tampered answer is shown
  // as plain text.
  if (!/^https?:\/\//i.test(actionLink)) return <span className="chat-action">{actionName}</span>;
  return (
    <a className="chat-action" href={actionLink} target="_blank" rel="noopener noreferrer">
      {actionName}
      <span className="visually-hidden">{t('chat.newTab')}</span>
    </a>
  );
}
