import { useEffect, useState } from 'react';
import { AlertType, ALERT_AUTO_CLOSE_MS, ALERT_FADE_MS } from '@county/shared';
import { alerts, alertService, alertsFor, type Alert } from '../lib/alerts.ts';
import { useStore } from '../lib/store.ts';
import type { ShellKey } from '../i18n/messages.ts';
import { useT } from '../i18n/i18n.tsx';
import { ContentBody } from '../features/content/index.ts';

const CLASS_BY_TYPE: Record<AlertType, string> = {
  [AlertType.Success]: 'alert-success',
  [AlertType.Error]: 'alert-error',
  [AlertType.Info]: 'alert-info',
  [AlertType.Warning]: 'alert-warning',
};
const LABEL_BY_TYPE: Record<AlertType, ShellKey> = {
  [AlertType.Success]: 'shell.alert.success',
  [AlertType.Error]: 'shell.alert.error',
  [AlertType.Info]: 'shell.alert.info',
  [AlertType.Warning]: 'shell.alert.warning',
};

function AlertItem({ alert }: { alert: Alert }) {
  const t = useT();
  const [fading, setFading] = useState(false);
  useEffect(() => {
    if (!alert.autoClose) return;
    const timer = setTimeout(() => setFading(true), alert.timeout ?? ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  useEffect(() => {
    if (!fading) return;
    const timer = setTimeout(() => alertService.remove(alert.key), ALERT_FADE_MS);
    return () => clearTimeout(timer);
  }, [fading, alert.key]);

  const urgent = alert.type === AlertType.Error || alert.type === AlertType.Warning;
  return (
    <div className={`alert ${CLASS_BY_TYPE[alert.type]}${fading ? ' fading' : ''}`} role={urgent ? 'alert' : 'status'}>
      <div className="alert-text">
        <strong>{alert.header ?? t(LABEL_BY_TYPE[alert.type])}</strong>
        {alert.message ? <p>{alert.message}</p> : null}
        {alert.body ? <p className="alert-body">{alert.body}</p> : null}
        {/* The site notice's body: HTML the content store sanitized, its links working as on a content page. */}
        {alert.bodyHtml ? <ContentBody html={alert.bodyHtml} className="alert-body alert-html" /> : null}
      </div>
      <button type="button" className="alert-close" onClick={() => setFading(true)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('shell.dismiss', { label: alert.header ?? t(LABEL_BY_TYPE[alert.type]) })}</span>
      </button>
    </div>
  );
}

/** The shell's list of alerts of the default id, each announced when it appears. */
export function AlertList() {
  const t = useT();
  const list = alertsFor(useStore(alerts));
  return (
    <section className="alert-list" aria-label={t('shell.messages')}>
      {list.map((alert) => (
        <AlertItem key={alert.key} alert={alert} />
      ))}
    </section>
  );
}
