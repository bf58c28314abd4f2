// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertList } from '../../src/components/alert-list.tsx';
import { LoadingOverlay } from '../../src/components/loading-overlay.tsx';
import { alertService } from '../../src/lib/alerts.ts';
import { beginRequest } from '../../src/lib/loading.ts';
import { axeFindings, renderAt } from './render.tsx';

afterEach(() => act(() => alertService.clear()));

describe('AlertList', () => {
  it('announces errors and warnings as alerts, the rest as status, inside a named region', async () => {
    const { container } = renderAt(<AlertList />);
    act(() => {
      alertService.error('The search failed.', undefined, undefined, { autoClose: false });
      alertService.success('Saved.', undefined, { autoClose: false });
    });
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(within(region).getByRole('alert').textContent).toContain('The search failed.');
    expect(within(region).getByRole('status').textContent).toContain('Saved.');
    expect(await axeFindings(container)).toEqual([]);
  });

  it('names its dismiss button after the alert and removes the alert once it has faded', async () => {
    renderAt(<AlertList />);
    act(() => void alertService.warn('Heavy load.', 'Slow answers', { autoClose: false }));
    await userEvent.click(screen.getByRole('button', { name: /Slow answers/ }));
    expect(screen.getByRole('alert').className).toContain('fading');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('LoadingOverlay', () => {
  it('shows a polite status while a request is in flight and hides when the last one ends', async () => {
    const { container } = renderAt(<LoadingOverlay />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    let endFirst = () => {};
    let endSecond = () => {};
    act(() => {
      endFirst = beginRequest();
      endSecond = beginRequest();
    });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('false');
    expect(await axeFindings(container)).toEqual([]);
    act(() => endFirst());
    act(() => endFirst());
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => endSecond());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
