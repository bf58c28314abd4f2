import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SearchExamples, Suggestion, SuggestResult } from '@county/shared/search';
import { useSearchExamples } from '../api/get-search-examples.ts';
import { getSuggestions } from '../api/get-suggestions.ts';
import { buildQuery } from '../../../lib/http.ts';
import { useLocalizeEnglish, type Translator } from '../../../i18n/i18n.tsx';
import { useSearchBoxT, type SearchBoxKey } from '../search-box-messages.ts';
import { suggestedParcel, type PickedParcel } from '../suggested-parcel.ts';
import './search-box.css';

// The one search box of the site (home page, search page, map page): an ARIA 1.2 combobox whose listbox
// groups type-ahead suggestions by kind. Focus stays in the input; arrows move the active option
// (aria-activedescendant), Enter follows it or, with none active, runs the search, Escape closes
// the list and, pressed again, clears the box. This file imports no schema library: the home page
// embeds it and its initial JavaScript has a budget.

/** The API answers nothing shorter; asking earlier would only cost a request per keystroke. */
const MIN_CHARS = 2;
const DEBOUNCE_MS = 150;

/** The hint's examples come from the roll that is loaded, so each one finds something. */
function hintText(t: Translator<SearchBoxKey>, examples: SearchExamples | null): string {
  const list = examples ? [examples.address, examples.owner, examples.parcelId, examples.business].filter(Boolean) : [];
  if (list.length === 0) return t('searchBox.hint');
  return t('searchBox.examples', { first: list.slice(0, -1).join(', '), last: list.at(-1) });
}

/**
 * A suggestion's detail in the page's language. The API writes it in English: its fixed phrases
 * ('Did you mean this street?') are this catalog's English messages, and a business's detail
 * starts with its account ('Account T20001 · 12 MAIN ST, ORLANDO'); addresses and names stay as
 * the roll writes them.
 */
function detailText(detail: string, t: Translator<SearchBoxKey>, localize: (text: string) => string): string {
  const account = /^Account (\S+)(.*)$/s.exec(detail);
  if (account) return t('searchBox.detail.account', { account: account[1] }) + account[2];
  return localize(detail);
}

interface SearchBoxProps {
  autoFocus?: boolean;
  label?: string;
  /** The text to start with (the search page passes the query it shows). */
  initialValue?: string;
  /**
   * Given, the box chooses a parcel for a page's own form instead of navigating: it lists only
   * suggestions that name one parcel, and picking one (or searching when only one is listed) calls this.
   */
  onPickParcel?: (parcel: PickedParcel) => void;
  /** Ids of the page's own messages about the box (its error), and whether that error stands. */
  describedBy?: string;
  invalid?: boolean;
  /**
   * Instead of opening a page, hands the choice to the caller (the map flies to it): a parcel when a
   * suggestion names one, else the text to search for.
   */
  onChoose?: (choice: { pid: string; label: string } | { q: string }) => void;
}

export function SearchBox({ autoFocus = false, label, initialValue = '', onPickParcel, describedBy, invalid, onChoose }: SearchBoxProps) {
  const t = useSearchBoxT();
  const localize = useLocalizeEnglish();
  const navigate = useNavigate();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const [value, setValue] = useState(initialValue);
  const [groups, setGroups] = useState<SuggestResult['groups']>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const picking = onPickParcel !== undefined;
  const examplesState = useSearchExamples();
  // Without them the hint names the kinds of search instead.
  const examples = examplesState.status === 'ready' ? examplesState.data : null;

  useEffect(() => setValue(initialValue), [initialValue]);

  useEffect(() => {
    const q = value.trim();
    if (!typed.current || q.length < MIN_CHARS) {
      setGroups([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(q, controller.signal)
        .then((result) => {
          // A search sent meanwhile has already left this text behind.
          if (!typed.current) return;
          const shown = picking ? result.groups.map((g) => ({ ...g, suggestions: g.suggestions.filter((s) => suggestedParcel(s)) })) : result.groups;
          setGroups(shown.filter((g) => g.suggestions.length > 0));
          setActive(-1);
          setOpen(true);
        })
        // Type-ahead is a convenience: when it fails the search button still works.
        .catch(() => setGroups([]));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, picking]);

  const options: Suggestion[] = groups.flatMap((g) => g.suggestions);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const follow = (suggestion: Suggestion) => {
    typed.current = false;
    setOpen(false);
    setValue(suggestion.label);
    const parcel = suggestedParcel(suggestion);
    if (onPickParcel) {
      if (parcel) onPickParcel(parcel);
    } else if (onChoose) onChoose(parcel ? { pid: parcel.parcelId, label: suggestion.label } : { q: suggestion.label });
    else void navigate(suggestion.href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    if (onPickParcel) {
      // Choosing needs a pick: one parcel listed is that pick; several open the list on the first.
      if (options.length === 1 && options[0]) follow(options[0]);
      else if (options.length > 1) {
        setOpen(true);
        setActive(0);
      }
      return;
    }
    typed.current = false;
    setOpen(false);
    if (onChoose) onChoose({ q });
    else void navigate(`/parcelsearch${buildQuery({ q })}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!expanded) {
        setOpen(true);
        setActive(step === 1 ? 0 : options.length - 1);
        return;
      }
      const n = options.length;
      setActive((current) => (current < 0 ? (step === 1 ? 0 : n - 1) : (current + step + n) % n));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      follow(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        setValue('');
      }
    }
  };

  let index = -1;
  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <div className="search-box-row">
        <div className="search-box-field">
          <label htmlFor={`${baseId}-input`} className="search-box-label">
            <span className="search-box-label-text">{label ?? t('searchBox.label')}</span>
            <input
              id={`${baseId}-input`}
              type="text"
              role="combobox"
              name="q"
              autoComplete="off"
              spellCheck={false}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the page exists to search
              autoFocus={autoFocus}
              maxLength={120}
              value={value}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}
              aria-invalid={invalid || undefined}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              onChange={(event) => {
                typed.current = true;
                setValue(event.target.value);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              onFocus={() => setOpen(true)}
            />
          </label>
          <div id={listId} role="listbox" aria-label={t('searchBox.suggestions')} className="search-box-list" hidden={!expanded}>
            {groups.map((group) => (
              <div key={group.kind} role="group" aria-labelledby={`${baseId}-group-${group.kind}`}>
                <div role="presentation" id={`${baseId}-group-${group.kind}`} className="search-box-group">
                  {t(`searchBox.kind.${group.kind}` as const)}
                </div>
                {group.suggestions.map((suggestion) => {
                  index += 1;
                  const mine = index;
                  return (
                    // The input handles the keyboard (aria-activedescendant): options never take focus.
                    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                    <div
                      key={suggestion.href + suggestion.label}
                      id={optionId(mine)}
                      role="option"
                      aria-selected={mine === active}
                      className="search-box-option"
                      // mousedown would blur the input and close the list before the click lands
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => follow(suggestion)}
                    >
                      <span className="search-box-option-label">{suggestion.label}</span>
                      {suggestion.detail && <span className="search-box-option-detail">{detailText(suggestion.detail, t, localize)}</span>}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
        <button type="submit" className="button">
          {t('searchBox.submit')}
        </button>
      </div>
      <p id={hintId} className="hint">
        {hintText(t, examples)}
      </p>
    </form>
  );
}
