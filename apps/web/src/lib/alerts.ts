import { AlertType, DEFAULT_ALERT_ID, TOAST_SUCCESS_MS, TOAST_IMPORTANT_MS } from '@county/shared';
import { createStore } from './store.ts';

// The alert service of the specification (sections 3, 4, 9): helpers raise alerts for an id,
// subscribers see only their id, and clear(id) dismisses every alert of that id. An alert closes
// itself after 25 s and leaves on navigation unless marked to persist. Toasts share the list but
// keep their own durations (6 s for a success, 10 s for the important ones, 45 s for the
// property-records failure) and outlive a navigation, as the success toast after a form that moves
// to its receipt page must (decision 104).

export interface Alert {
  key: number;
  id: string;
  type: AlertType;
  message: string;
  header?: string;
  /** Errors only: a longer explanation below the message. */
  body?: string;
  /** Errors only: a body of HTML the server has sanitized (the site notice), shown as HTML. */
  bodyHtml?: string;
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
  /** Errors only: a body of server-sanitized HTML instead of text. */
  bodyHtml?: string;
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
    bodyHtml: type === AlertType.Error ? options.bodyHtml : undefined,
    autoClose: options.autoClose ?? true,
    timeout: options.timeout,
    keepAfterRouteChange: options.keepAfterRouteChange ?? false,
  };
  alerts.set([...alerts.get(), alert]);
  return alert;
}

export const alertService = {
  success: (message: string, header?: string, options: AlertOptions = {}) => raise(AlertType.Success, message, { ...options, header }),
  error: (message: string, header?: string, body?: string, options: AlertOptions = {}) => raise(AlertType.Error, message, { ...options, header }, body),
  info: (message: string, header?: string, options: AlertOptions = {}) => raise(AlertType.Info, message, { ...options, header }),
  warn: (message: string, header?: string, options: AlertOptions = {}) => raise(AlertType.Warning, message, { ...options, header }),
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

const toast = { keepAfterRouteChange: true };

/** Toasts: the specification's durations (section 9), kept across a navigation. The site raises successes and errors. */
export const toasts = {
  success: (message: string, header?: string) => raise(AlertType.Success, message, { ...toast, header, timeout: TOAST_SUCCESS_MS }),
  /** An error toast; the property-records failure passes its own 45 s. */
  error: (message: string, header?: string, body?: string, timeout: number = TOAST_IMPORTANT_MS) =>
    raise(AlertType.Error, message, { ...toast, header, timeout }, body),
};

/** Alerts of one id, for a subscriber (the shell shows the default id). */
export function alertsFor(list: Alert[], id: string = DEFAULT_ALERT_ID): Alert[] {
  return list.filter((a) => a.id === id);
}
