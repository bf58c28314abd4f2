import { beforeEach, describe, expect, it } from 'vitest';
import { AlertType, DEFAULT_ALERT_ID, TOAST_IMPORTANT_MS, TOAST_PROPERTY_RECORDS_MS, TOAST_SUCCESS_MS } from '@county/shared';
import { alerts, alertService, alertsFor, toasts } from '../src/lib/alerts.ts';

describe('alert service', () => {
  beforeEach(() => alerts.set([]));

  it('raises each kind with its type number and the default id', () => {
    alertService.success('Saved');
    alertService.error('Failed', 'Error', 'Longer explanation');
    alertService.info('Note');
    alertService.warn('Careful');
    const list = alerts.get();
    expect(list.map((a) => a.type)).toEqual([AlertType.Success, AlertType.Error, AlertType.Info, AlertType.Warning]);
    expect(list.map((a) => a.type)).toEqual([0, 1, 2, 3]);
    expect(list.every((a) => a.id === DEFAULT_ALERT_ID)).toBe(true);
    expect(list[1]).toMatchObject({ header: 'Error', body: 'Longer explanation' });
  });

  it("gives the service's alerts the 25 s of an alert and the toasts their own durations", () => {
    alertService.success('Saved');
    alertService.error('Failed');
    toasts.success('Sent');
    toasts.error('Failed to get data.', 'Error');
    toasts.error('Error getting property records.', undefined, 'Long text', TOAST_PROPERTY_RECORDS_MS);
    // No timeout of its own: the list closes it after ALERT_AUTO_CLOSE_MS.
    expect(alerts.get().map((a) => a.timeout)).toEqual([undefined, undefined, TOAST_SUCCESS_MS, TOAST_IMPORTANT_MS, TOAST_PROPERTY_RECORDS_MS]);
    expect(alerts.get().every((a) => a.autoClose)).toBe(true);
    // A toast outlives the navigation that often follows a success (a form moving to its receipt).
    alertService.routeChanged();
    expect(alerts.get().map((a) => a.message)).toEqual(['Sent', 'Failed to get data.', 'Error getting property records.']);
  });

  it('keeps a body, of text or of sanitized HTML, for errors only', () => {
    alertService.error('x', undefined, 'body');
    alertService.error('y', undefined, undefined, { bodyHtml: '<p><strong>bold</strong></p>' });
    alertService.info('z', undefined, { bodyHtml: '<p>dropped</p>' });
    expect(alerts.get().map((a) => [a.body, a.bodyHtml])).toEqual([
      ['body', undefined],
      [undefined, '<p><strong>bold</strong></p>'],
      [undefined, undefined],
    ]);
  });

  it('shows subscribers only the alerts of their id, and clear(id) dismisses only that id', () => {
    alertService.info('A', undefined, { id: 'search' });
    alertService.info('B');
    expect(alertsFor(alerts.get(), 'search').map((a) => a.message)).toEqual(['A']);
    expect(alertsFor(alerts.get()).map((a) => a.message)).toEqual(['B']);
    alertService.clear('search');
    expect(alerts.get().map((a) => a.message)).toEqual(['B']);
    alertService.clear();
    expect(alerts.get()).toEqual([]);
  });

  it('drops alerts on navigation unless they are kept after a route change', () => {
    alertService.info('goes');
    alertService.info('stays', undefined, { keepAfterRouteChange: true });
    alertService.routeChanged();
    expect(alerts.get().map((a) => a.message)).toEqual(['stays']);
  });
});
