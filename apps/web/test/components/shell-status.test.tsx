// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertList } from '../../src/components/alert-list.tsx';
import { LoadingOverlay } from '../../src/components/loading-overlay.tsx';
import { ALERT_AUTO_CLOSE_MS, ALERT_FADE_MS, TOAST_SUCCESS_MS } from '@county/shared';
import { alertService, toasts } from '../../src/lib/alerts.ts';
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

  it('closes an alert after 25 s and a success toast after 6 s, each fading out over 250 ms', () => {
    vi.useFakeTimers();
    try {
      renderAt(<AlertList />);
      act(() => {
        alertService.info('An alert.');
        toasts.success('A toast.');
      });
      const item = (text: string) => screen.queryByText(text)?.closest('.alert') ?? null;
      const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
      advance(TOAST_SUCCESS_MS - 1);
      expect(item('A toast.')?.className).not.toContain('fading');
      advance(1);
      expect(item('A toast.')?.className).toContain('fading');
      advance(ALERT_FADE_MS - 1);
      expect(item('A toast.')).not.toBeNull();
      advance(1);
      expect(item('A toast.')).toBeNull();
      advance(ALERT_AUTO_CLOSE_MS - TOAST_SUCCESS_MS - ALERT_FADE_MS - 1);
      expect(item('An alert.')?.className).not.toContain('fading');
      advance(1);
      expect(item('An alert.')?.className).toContain('fading');
      advance(ALERT_FADE_MS);
      expect(item('An alert.')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a notice's sanitized HTML body with its bold text and links", async () => {
    const { container } = renderAt(<AlertList />);
    act(() => {
      alertService.error('Office closed Friday', 'Holiday', undefined, {
        autoClose: false,
        bodyHtml: '<p>We are <strong>closed</strong>. <a href="/faqcontent/SiteNotice">Read the notice</a></p>',
      });
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('closed').tagName).toBe('STRONG');
    expect(within(alert).getByRole('link', { name: 'Read the notice' }).getAttribute('href')).toBe('/faqcontent/SiteNotice');
    expect(await axeFindings(container)).toEqual([]);
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
