import { AlertType, DEFAULT_ALERT_ID, TOAST_SUCCESS_MS, TOAST_IMPORTANT_MS } from '@county/shared';
import { createStore } from './store.ts';

// The alert service of the specification (sections 3, 4, 9): helpers raise alerts for an id,
// subscribers see only their id, and clear(id) dismisses every alert of that id.

export interface Alert {
  key: number;
  id: string;
  type: AlertType;
  message: string;
  header?: string;
  /** Errors only: a longer explanation below the message. */
  body?: string;
  autoClose: boolean;
  /** How long it stays when it closes by itself, in ms (25,000 unless a toast says otherwise). */
  timeout?: number;
  keepAfterRouteChange: boolean;
}

export interface AlertOptions {
  id?: string;
  header?: string;
  autoClose?: boolean;
  timeout?: number;
  keepAfterRouteChange?: boolean;
}

export const alerts = createStore<Alert[]>([]);
let nextKey = 1;

export function raise(type: AlertType, message: string, options: AlertOptions = {}, body?: string): Alert {
  const alert: Alert = {
    key: nextKey++,
    id: options.id ?? DEFAULT_ALERT_ID,
    type,
    message,
    header: options.header,
    body: type === AlertType.Error ? body : undefined,
    autoClose: options.autoClose ?? true,
    timeout: options.timeout,
    keepAfterRouteChange: options.keepAfterRouteChange ?? false,
  };
  alerts.set([...alerts.get(), alert]);
  return alert;
}

export const alertService = {
  success: (message: string, header?: string, options: AlertOptions = {}) =>
    raise(AlertType.Success, message, { timeout: TOAST_SUCCESS_MS, ...options, header }),
  error: (message: string, header?: string, body?: string, options: AlertOptions = {}) =>
    raise(AlertType.Error, message, { timeout: TOAST_IMPORTANT_MS, ...options, header }, body),
  info: (message: string, header?: string, options: AlertOptions = {}) =>
    raise(AlertType.Info, message, { timeout: TOAST_IMPORTANT_MS, ...options, header }),
  warn: (message: string, header?: string, options: AlertOptions = {}) =>
    raise(AlertType.Warning, message, { timeout: TOAST_IMPORTANT_MS, ...options, header }),
  /** Dismisses every alert of an id (default 'default-alert'). */
  clear(id: string = DEFAULT_ALERT_ID) {
    alerts.set(alerts.get().filter((a) => a.id !== id));
  },
  remove(key: number) {
    alerts.set(alerts.get().filter((a) => a.key !== key));
  },
  /** Navigation drops alerts that were not marked to persist. */
  routeChanged() {
    alerts.set(alerts.get().filter((a) => a.keepAfterRouteChange));
  },
};

/** Alerts of one id, for a subscriber (the shell shows the default id). */
export function alertsFor(list: Alert[], id: string = DEFAULT_ALERT_ID): Alert[] {
  return list.filter((a) => a.id === id);
}
