import { NOTICE_DESTINATIONS, noticeTarget } from '@county/shared';
import { Link } from 'react-router';
import type { NoticeInput } from '../../../lib/dialogs.ts';
import { siteConfig } from '../../../lib/site-config.ts';
import { useLocalizeEnglish, useT } from '../../../i18n/i18n.tsx';
import { useNoticeT } from '../messages.ts';
import '../notice.css';

/**
 * The external-link notice (specification, section 2): says where the link leads and that the site
 * is not ours, links to the full notice, and shows only the one 'Continue to Site' link of its type.
 * Where each type leads comes from the shared table in English; the catalog holds each of those
 * sentences (notice.to.<Type>), so a Spanish page shows its own.
 */
export default function NoticePanel({ input, onClose }: { input: NoticeInput; onClose: () => void }) {
  const t = useNoticeT();
  const shell = useT();
  const localize = useLocalizeEnglish();
  const target = noticeTarget(input, siteConfig);
  return (
    <div className="notice-panel">
      <p>{t('notice.body', { office: siteConfig.officeName, destination: localize(NOTICE_DESTINATIONS[input.Type]) })}</p>
      <p>
        <Link to="/faqcontent/SiteNotice" onClick={onClose}>
          {t('notice.fullNotice')}
        </Link>
      </p>
      <div className="notice-actions">
        {/* Closing waits a tick so the browser first follows the link it was asked to open. */}
        <a className="button" href={target} target="_blank" rel="noopener noreferrer" onClick={() => setTimeout(onClose, 0)}>
          {t('notice.continue')}
          <span className="visually-hidden">{shell('shell.newTab')}</span>
        </a>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('notice.close')}
        </button>
      </div>
    </div>
  );
}
