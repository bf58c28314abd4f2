// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { SearchExamples, SuggestResult } from '@county/shared/search';
import { SearchBox } from './search-box.tsx';
import { axeFindings, renderAt } from '../../../../test/components/render.tsx';
import { LangProvider } from '../../../i18n/i18n.tsx';
import { loadCatalogs } from '../../../i18n/catalog.ts';

// The search box through the search feature's public index. The API is answered at the fetch
// boundary: suggestions for anything typed, and the roll's examples for the hint.
const SUGGESTIONS: SuggestResult = {
  groups: [
    {
      kind: 'address',
      suggestions: [
        { kind: 'address', label: '100 MAIN ST', detail: 'ORLANDO', href: '/propertycard?pid=1' },
        { kind: 'address', label: '102 MAIN ST', detail: 'ORLANDO', href: '/propertycard?pid=2' },
      ],
    },
    { kind: 'owner', suggestions: [{ kind: 'owner', label: 'MAIN HOLDINGS LLC', detail: '3 parcels', href: '/parcelsearch?q=MAIN+HOLDINGS' }] },
    { kind: 'city', suggestions: [] },
  ],
};
const EXAMPLES: SearchExamples = { address: '100 MAIN ST', owner: 'SMITH JOHN', parcelId: null, business: null };

/** What the API answers a misspelt street, place or business (suggest.ts, nearNames), in its English. */
const NEAR_NAMES: SuggestResult = {
  groups: [
    { kind: 'address', suggestions: [{ kind: 'address', label: 'DOGWOOD AVE', detail: 'Did you mean this street?', href: '/parcelsearch?q=DOGWOOD+AVE' }] },
    {
      kind: 'subdivision',
      suggestions: [{ kind: 'subdivision', label: 'OAK PINES', detail: 'Subdivision: list its parcels', href: '/parcelsearch?q=OAK+PINES' }],
    },
    {
      kind: 'tangible',
      suggestions: [{ kind: 'tangible', label: 'OAK BAKERY', detail: 'Account T20001 · 12 OAK ST, ORLANDO', href: '/tangiblecard?acct=T20001' }],
    },
  ],
};
let suggestions = SUGGESTIONS;

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      asked.push(path);
      const body = path.includes('GetSuggestions') ? suggestions : path.includes('GetSearchExamples') ? EXAMPLES : null;
      return Promise.resolve(new Response(JSON.stringify(body), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  suggestions = SUGGESTIONS;
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

async function typeAndWaitForList(text: string) {
  const input = screen.getByRole('combobox');
  await userEvent.type(input, text);
  await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
  return input;
}

describe('SearchBox', () => {
  it('is a labeled combobox in a search landmark, with the roll’s examples as its hint', async () => {
    const { container } = renderAt(<SearchBox />);
    const input = screen.getByRole('combobox', { name: /Search by address/ });
    expect(screen.getByRole('search')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() =>
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('For example 100 MAIN ST or SMITH JOHN.'),
    );
    expect(await axeFindings(container)).toEqual([]);
  });

  it('asks for suggestions only from two characters, and lists them grouped by kind', async () => {
    const { container } = renderAt(<SearchBox />);
    await userEvent.type(screen.getByRole('combobox'), 'm');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked.filter((p) => p.includes('GetSuggestions'))).toEqual([]);
    await typeAndWaitForList('a');
    expect(asked.filter((p) => p.includes('GetSuggestions')).at(-1)).toContain('q=ma');
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.textContent?.split(/\d|MAIN/)[0])).toEqual(['Addresses', 'Owners']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['100 MAIN STORLANDO', '102 MAIN STORLANDO', 'MAIN HOLDINGS LLC3 parcels']);
    expect(await axeFindings(container)).toEqual([]);
  });

  it('moves the active option with the arrows (wrapping), keeping focus in the input', async () => {
    renderAt(<SearchBox />);
    const input = await typeAndWaitForList('main');
    const options = screen.getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(document.activeElement).toBe(input);
  });

  it('follows the active option on Enter', async () => {
    renderAt(
      <>
        <SearchBox />
        <Where />
      </>,
    );
    const input = await typeAndWaitForList('main');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/propertycard?pid=2');
    expect((input as HTMLInputElement).value).toBe('102 MAIN ST');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('runs a search on Enter with no active option', async () => {
    renderAt(
      <>
        <SearchBox />
        <Where />
      </>,
    );
    await typeAndWaitForList('main st');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/parcelsearch?q=main+st');
  });

  it('hands the choice to the map instead of opening a page: a suggestion’s parcel, or the text', async () => {
    const onChoose = vi.fn();
    renderAt(
      <>
        <SearchBox onChoose={onChoose} />
        <Where />
      </>,
    );
    const start = screen.getByTestId('where').textContent;
    await typeAndWaitForList('main');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith({ pid: '2', label: '102 MAIN ST' });
    await userEvent.clear(screen.getByRole('combobox'));
    await typeAndWaitForList('main st');
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith({ q: 'main st' });
    // An owner's suggestion names no single parcel: the map searches its text.
    await userEvent.clear(screen.getByRole('combobox'));
    await typeAndWaitForList('main h');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith({ q: 'MAIN HOLDINGS LLC' });
    expect(screen.getByTestId('where').textContent).toBe(start);
  });

  it('closes the list on Escape, then clears the box on a second Escape', async () => {
    renderAt(<SearchBox />);
    const input = await typeAndWaitForList('main');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('main');
    await userEvent.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says the near misses’ details in Spanish on Spanish pages (issue 33), and keeps the roll’s names', async () => {
    await loadCatalogs('es');
    suggestions = NEAR_NAMES;
    const { container } = renderAt(
      <LangProvider lang="es">
        <SearchBox />
      </LangProvider>,
      '/es/',
    );
    await typeAndWaitForList('dogwod');
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['DOGWOOD AVE¿Quiso decir esta calle?', 'OAK PINESSubdivisión: ver sus parcelas', 'OAK BAKERYCuenta T20001 · 12 OAK ST, ORLANDO']);
    expect(options.join(' ')).not.toMatch(/Did you mean|list its parcels|Account/);
    expect(await axeFindings(container)).toEqual([]);
  });
});
