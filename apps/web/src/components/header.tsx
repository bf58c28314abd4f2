import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { dialogs } from '../lib/dialogs.ts';
import { siteConfig } from '../lib/site-config.ts';
import { useT } from '../i18n/i18n.tsx';
import type { ShellKey } from '../i18n/messages.ts';
import { LangSwitch } from './lang-switch.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';

// The bell shows nothing until its notice has arrived, which is after the page runs: its code
// loads after the first render rather than with the home page's first script (budget, decision 6),
// and the server's HTML has no bell either.
const NotificationBell = lazy(() => import('../features/notifications/index.ts').then((feature) => ({ default: feature.NotificationBell })));

function LateBell() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  ) : null;
}

export interface MenuLink {
  label: ShellKey;
  to: string;
}

/** A dropdown of the navbar; labels are the shell's message keys, drawn in the page's language. */
export interface Menu {
  label: ShellKey;
  links: MenuLink[];
}

interface DropdownProps {
  menu: Menu;
  open: boolean;
  onToggle: (open: boolean) => void;
  onNavigate: () => void;
}

// A disclosure menu: the button shows and hides a list of links. Arrow keys move through the
// links, Escape closes and returns focus to the button, Tab moves on as usual.
function Dropdown({ menu, open, onToggle, onNavigate }: DropdownProps) {
  const t = useT();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onToggle(true);
      requestAnimationFrame(() => focusLink(0));
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusLink(all.length - 1);
    } else if (event.key === 'Escape') {
      onToggle(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li className="menu">
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(!open)}
        onKeyDown={onButtonKey}
      >
        {t(menu.label)}
        <span className="caret" aria-hidden="true" />
      </button>
      <ul id={listId} ref={listRef} className="menu-list" hidden={!open}>
        {menu.links.map((link) => (
          <li key={link.to + link.label}>
            <Link to={link.to} onClick={onNavigate} onKeyDown={onListKey}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function focusMain(event: React.MouseEvent) {
  event.preventDefault();
  const main = document.getElementById('main');
  main?.focus();
  main?.scrollIntoView();
}

/** The site's header; the app gives it the menus (app/menus.ts), as components/ import nothing of app/. */
export function Header({ menus }: { menus: readonly Menu[] }) {
  const t = useT();
  const [navOpen, setNavOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const navId = useId();

  // A menu item click (or any navigation) closes the dropdown and the small-screen navbar.
  useEffect(() => {
    setOpenMenu(null);
    setNavOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!openMenu) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [openMenu]);

  const closeAll = () => {
    setOpenMenu(null);
    setNavOpen(false);
  };

  return (
    <header className="site-header">
      <a href="#main" className="skip-link" onClick={focusMain}>
        {t('shell.skipLink')}
      </a>
      <div className="header-bar">
        <Link to="/dashboard" className="brand">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>
            <span className="brand-county">{siteConfig.countyName}</span>
            <span className="brand-office">{t('shell.brandOffice')}</span>
          </span>
          <span className="visually-hidden">{t('shell.brandHome')}</span>
        </Link>
        <div className="header-tools">
          <LangSwitch />
          <LateBell />
          <button type="button" className="icon-button" onClick={dialogs.openChat}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path
                fill="currentColor"
                d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z"
              />
            </svg>
            <span className="icon-label">{t('shell.ask', { office: siteConfig.officeShortName })}</span>
          </button>
          <Link to="/parcelsearch" className="icon-button">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
            </svg>
            <span className="icon-label">{t('shell.search')}</span>
          </Link>
          <button type="button" className="nav-toggle" aria-expanded={navOpen} aria-controls={navId} onClick={() => setNavOpen(!navOpen)}>
            <span aria-hidden="true" className="hamburger" />
            {t('shell.menu')}
          </button>
        </div>
      </div>
      <nav ref={navRef} id={navId} className={navOpen ? 'main-nav open' : 'main-nav'} aria-label={t('shell.mainNav')}>
        <ul className="menu-bar">
          {menus.map((menu) => (
            <Dropdown
              key={menu.label}
              menu={menu}
              open={openMenu === menu.label}
              onToggle={(open) => setOpenMenu(open ? menu.label : null)}
              onNavigate={closeAll}
            />
          ))}
          <li className="menu">
            <button
              type="button"
              className="menu-button"
              onClick={() => {
                closeAll();
                dialogs.openFeedback();
              }}
            >
              {t('shell.feedback')}
            </button>
          </li>
          <li className="menu">
            <a className="menu-button" href={siteConfig.employeeSite} target="_blank" rel="noopener noreferrer">
              {t('shell.employee')}
              <span className="visually-hidden">{t('shell.newTab')}</span>
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
