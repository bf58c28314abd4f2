// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { SuggestResult } from '@county/shared/search';
import { SearchBox } from '../index.ts';
import type { PickedParcel } from '../suggested-parcel.ts';
import { axeFindings, renderAt } from '../../../../test/components/render.tsx';

// The search box choosing a parcel for a page's form (the owner-alert sign-up) instead of opening
// the card: only suggestions that name one parcel are listed, and a pick stays on the page.
const SUGGESTIONS: SuggestResult = {
  groups: [
    { kind: 'parcel', suggestions: [{ kind: 'parcel', label: '35-20-27-6645-00-001', detail: '100 MAIN ST', href: '/propertycard?pid=352027664500001' }] },
    { kind: 'address', suggestions: [{ kind: 'address', label: '102 MAIN ST', detail: 'SMITH JOHN', href: '/propertycard?pid=352027664500002' }] },
    {
      kind: 'subdivision',
      suggestions: [{ kind: 'subdivision', label: 'MAIN ESTATES', detail: '40 parcels', href: '/parcelsearch?type=subdivision&subdivision=MAIN' }],
    },
    { kind: 'tangible', suggestions: [{ kind: 'tangible', label: 'MAIN CAFE', detail: 'Account 1', href: '/tangiblecard?acct=1' }] },
  ],
};
let answer: SuggestResult = SUGGESTIONS;

beforeEach(() => {
  answer = SUGGESTIONS;
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      const body = path.includes('GetSuggestions') ? answer : null;
      return Promise.resolve(new Response(JSON.stringify(body), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

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

describe('SearchBox choosing a parcel', () => {
  it('lists only suggestions of one parcel, and picks the active one on Enter without leaving the page', async () => {
    const picked: PickedParcel[] = [];
    const { container } = renderAt(
      <>
        <SearchBox label="Your parcel" onPickParcel={(p) => picked.push(p)} />
        <Where />
      </>,
      '/owner-alert',
    );
    const input = await typeAndWaitForList('main');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['35-20-27-6645-00-001100 MAIN ST', '102 MAIN STSMITH JOHN']);
    expect(await axeFindings(container)).toEqual([]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(picked).toEqual([{ parcelId: '352027664500002', label: '102 MAIN ST', detail: 'SMITH JOHN' }]);
    expect(screen.getByTestId('where').textContent).toBe('/owner-alert');
    expect((input as HTMLInputElement).value).toBe('102 MAIN ST');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('on Enter with no option active, picks the only parcel listed, or opens the list on the first of several', async () => {
    const picked: PickedParcel[] = [];
    renderAt(<SearchBox onPickParcel={(p) => picked.push(p)} />, '/owner-alert');
    const input = await typeAndWaitForList('main');
    await userEvent.keyboard('{Escape}{Enter}');
    expect(picked).toEqual([]);
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);

    answer = { groups: [SUGGESTIONS.groups[0]!, SUGGESTIONS.groups[2]!] };
    await userEvent.keyboard('{Escape}{Escape}');
    await typeAndWaitForList('352027664500001');
    await userEvent.keyboard('{Enter}');
    expect(picked.map((p) => p.parcelId)).toEqual(['352027664500001']);
  });

  it('names the page’s error in its description and marks itself invalid', () => {
    renderAt(
      <>
        <SearchBox onPickParcel={() => undefined} describedBy="parcel-error" invalid />
        <p id="parcel-error">Choose a parcel</p>
      </>,
    );
    const input = screen.getByRole('combobox');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('parcel-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
