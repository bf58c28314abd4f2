import { NOTICE_DESTINATIONS, noticeTarget } from '@county/shared';
import { Link } from 'react-router';
import type { NoticeInput } from '../../../app/dialogs.ts';
import { siteConfig } from '../../../lib/site-config.ts';
import '../notice.css';

/**
 * The external-link notice (specification, section 2): says where the link leads and that the site
 * is not ours, links to the full notice, and shows only the one 'Continue to Site' link of its type.
 */
export default function NoticePanel({ input, onClose }: { input: NoticeInput; onClose: () => void }) {
  const target = noticeTarget(input, siteConfig);
  return (
    <div className="notice-panel">
      <p>
        You are leaving the {siteConfig.officeName} website for {NOTICE_DESTINATIONS[input.Type]}. That site is run by
        another organization: we do not control its content, availability or privacy practices.
      </p>
      <p>
        <Link to="/faqcontent/SiteNotice" onClick={onClose}>
          Read The Full Notice
        </Link>
      </p>
      <div className="notice-actions">
        {/* Closing waits a tick so the browser first follows the link it was asked to open. */}
        <a className="button" href={target} target="_blank" rel="noopener noreferrer" onClick={() => setTimeout(onClose, 0)}>
          Continue to Site
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <button type="button" className="button secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
