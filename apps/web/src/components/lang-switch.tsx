import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { localizePath, type Lang } from '@county/shared';
import { useLang } from '../i18n/i18n.tsx';
import { switchLang } from '../i18n/switch-lang.ts';

// Each language is named in itself, marked with its own lang so screen readers pronounce it right.
const NAMES: Record<Lang, string> = { en: 'English', es: 'Español' };

/** A link to this same page in the other language; a plain link too, should scripts fail. */
export function LangSwitch() {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const other: Lang = lang === 'es' ? 'en' : 'es';
  const href = localizePath(pathname, other) + search + hash;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void switchLang(other);
  };
  return (
    <a className="icon-button" href={href} lang={other} hrefLang={other} data-lang-switch={other} onClick={onClick}>
      {NAMES[other]}
    </a>
  );
}
