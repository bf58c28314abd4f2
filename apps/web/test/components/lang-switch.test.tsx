// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { LANG_COOKIE } from '@county/shared';
import { LangSwitch } from '../../src/components/lang-switch.tsx';
import { LangProvider } from '../../src/i18n/i18n.tsx';
import { langStore } from '../../src/i18n/switch-lang.ts';
import { axeFindings, renderAt } from './render.tsx';

afterEach(() => {
  langStore.set('en');
  history.replaceState(null, '', '/');
});

describe('LangSwitch', () => {
  it('links to the same page, query and fragment in Spanish, named in Spanish', async () => {
    const { container } = renderAt(<LangSwitch />, '/parcelsearch?q=main#results');
    const link = screen.getByRole('link', { name: 'Español' });
    expect(link.getAttribute('href')).toBe('/es/parcelsearch?q=main#results');
    expect(link.getAttribute('lang')).toBe('es');
    expect(link.getAttribute('hreflang')).toBe('es');
    expect(await axeFindings(container)).toEqual([]);
  });

  it('on a Spanish page links back to the English address, named in English', () => {
    render(
      <MemoryRouter basename="/es" initialEntries={['/es/propertycard?pid=1']}>
        <LangProvider lang="es">
          <LangSwitch />
        </LangProvider>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('/propertycard?pid=1');
    expect(link.getAttribute('lang')).toBe('en');
  });

  it('switches in place: same path, query and fragment under /es, the choice remembered', async () => {
    history.replaceState(null, '', '/parcelsearch?q=main#results');
    renderAt(<LangSwitch />, '/parcelsearch?q=main#results');
    await userEvent.click(screen.getByRole('link', { name: 'Español' }));
    await waitFor(() => expect(langStore.get()).toBe('es'));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/es/parcelsearch?q=main#results');
    expect(document.cookie).toContain(`${LANG_COOKIE}=es`);
  });
});
