import { beforeEach, describe, expect, it } from 'vitest';
import { AlertType, DEFAULT_ALERT_ID, TOAST_SUCCESS_MS } from '@county/shared';
import { alerts, alertService, alertsFor } from '../src/lib/alerts.ts';

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
    expect(list[0]!.timeout).toBe(TOAST_SUCCESS_MS);
  });

  it('keeps a body for errors only', () => {
    alertService.error('x', undefined, 'body');
    expect(alerts.get()[0]!.body).toBe('body');
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
