import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { formatCount } from './format.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { matchAreas, SHOWN_OPTIONS, type AreaOption } from '../lib/area-options.ts';
import { useStatisticsT } from '../messages.ts';

// The area as a searchable list (WAI-ARIA's combobox with a list popup): typing narrows the list,
// the arrow keys move through it, Enter picks, Escape closes it; the focus stays in the box, and
// the option in view is told to screen readers through aria-activedescendant. A line below says
// how many areas match.

interface AreaPickerProps {
  inputId: string;
  /** The box's label. */
  boxLabel: string;
  /** The options; null while the list loads (what is typed is then sent as it is). */
  options: AreaOption[] | null;
  text: string;
  onText: (text: string) => void;
  onPick: (option: AreaOption) => void;
  /** The ids of the hint and the error below the box. */
  describedBy: string | undefined;
  invalid: boolean;
}

export function useAreaLabel(): (option: Pick<AreaOption, 'kind' | 'code' | 'name'>) => string {
  const t = useStatisticsT();
  return (o) => {
    if (o.kind === 'county') return t('stats.area.county');
    if (o.kind === 'city') return o.code;
    if (o.kind === 'subdivision') return t('stats.picker.subdivision', { name: o.name || o.code, code: o.code });
    return t(o.kind === 'zip' ? 'stats.picker.zip' : 'stats.picker.neighborhood', { code: o.code, city: o.name || '–' });
  };
}

export function AreaPicker({ inputId, boxLabel, options, text, onText, onPick, describedBy, invalid }: AreaPickerProps) {
  const t = useStatisticsT();
  const lang = useLang();
  const id = useId();
  const label = useAreaLabel();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = options ? matchAreas(options, text, t('stats.area.county')) : [];
  const shown = matches.slice(0, SHOWN_OPTIONS);
  const expanded = open && options !== null;
  const optionId = (i: number) => `${id}-option-${i}`;

  // The option moved to by the keyboard is scrolled into the list's view.
  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, active, id]);

  const pick = (option: AreaOption) => {
    onPick(option);
    setOpen(false);
    setActive(-1);
  };
  const move = (to: number) => {
    setOpen(true);
    setActive(shown.length === 0 ? -1 : (to + shown.length) % shown.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(expanded ? active + 1 : 0);
    else if (event.key === 'ArrowUp') move(expanded ? active - 1 : shown.length - 1);
    else if (event.key === 'Enter' && expanded && active >= 0 && shown[active]) pick(shown[active]);
    else if (event.key === 'Escape' && expanded) setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <div className="area-picker">
      <div className="area-box">
        <label htmlFor={inputId}>
          {boxLabel}
          <input
            id={inputId}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-list`}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-describedby={[`${id}-count`, describedBy].filter(Boolean).join(' ')}
            aria-invalid={invalid || undefined}
            autoComplete="off"
            spellCheck={false}
            name="area"
            value={text}
            onChange={(e) => {
              onText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onClick={() => setOpen(true)}
            // The area shown is selected on entry, so typing replaces it rather than adding to it.
            onFocus={(e) => e.target.select()}
          />
        </label>
        <div id={`${id}-list`} role="listbox" aria-label={t('stats.picker.list')} className="area-list" hidden={!expanded || shown.length === 0}>
          {shown.map((option, i) => (
            // The box handles the keyboard (aria-activedescendant): options never take focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              key={option.value}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="area-option"
              // Keeps the focus in the box, so the blur does not close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(option)}
            >
              <span>{label(option)}</span>
              {option.sales !== null && (
                <span className="area-sales">
                  {/* The other kinds say what they are in their name. */}
                  {option.kind === 'city' ? `${t('stats.area.city')} · ` : ''}
                  {t('stats.picker.sales', { count: option.sales, shown: formatCount(option.sales, lang) })}
                </span>
              )}
            </div>
          ))}
        </div>
      </div>
      <span className="hint" id={`${id}-count`} aria-live="polite">
        {options === null || !open
          ? ''
          : matches.length === 0
            ? t('stats.picker.none')
            : t('stats.picker.count', { count: matches.length, shown: shown.length, more: matches.length > shown.length ? 'yes' : 'no' })}
      </span>
    </div>
  );
}
