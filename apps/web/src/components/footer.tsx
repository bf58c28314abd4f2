import { Link } from 'react-router';
import { DEPARTMENTS } from '@county/shared';
import { siteConfig } from '../lib/site-config.ts';
import type { ShellKey } from '../i18n/messages.ts';
import { useT } from '../i18n/i18n.tsx';

const QUICK_LINKS: { label: ShellKey; to: string }[] = [
  { label: 'footer.propertySearch', to: '/parcelsearch' },
  { label: 'menu.fileHomestead', to: '/homestead' },
  { label: 'menu.importantDates', to: '/faqcontent/ImportantDates' },
  { label: 'footer.appeals', to: '/appeals' },
  { label: 'footer.forms', to: '/faqcontent/forms' },
  { label: 'menu.codeTables', to: '/codetables' },
  { label: 'menu.downloads', to: '/download' },
  { label: 'footer.accessibility', to: '/accessibility' },
  { label: 'footer.disclaimer', to: '/disclaimer' },
];

// The site's own tools are plain links that stay on the site; the rest open the office's other
// applications in a new tab and say so.
type Tool = { label: ShellKey; to: string } | { label: ShellKey; href: string };

export function Footer() {
  const t = useT();
  const tools: Tool[] = [
    { label: 'menu.incomeSurvey', href: siteConfig.filing.incomeSurvey },
    { label: 'footer.vab', href: siteConfig.valueAdjustmentBoard },
    { label: 'footer.mapSearch', to: '/map' },
    { label: 'menu.taxEstimator', to: '/tools/tax-estimator' },
    { label: 'menu.portability', to: '/tools/portability' },
    { label: 'footer.salesAnalysis', to: '/statistics' },
  ];
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">{t('footer.contacts')}</h2>
          <ul className="contact-list">
            {DEPARTMENTS.map((d) => (
              <li key={d.name}>
                <span className="contact-name">{d.name}</span>
                <a href={`tel:+1${d.phone.replace(/\D/g, '')}`}>{d.phone}</a>
                <a href={`mailto:${d.email}`}>{d.email}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t('footer.quickLinks')}</h2>
          <ul>
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-tools">
          <h2 id="footer-tools">{t('footer.tools')}</h2>
          <ul>
            {tools.map((tool) => (
              <li key={tool.label}>
                {'to' in tool ? (
                  <Link to={tool.to}>{t(tool.label)}</Link>
                ) : (
                  <a href={tool.href} target="_blank" rel="noopener noreferrer">
                    {t(tool.label)}
                    <span className="visually-hidden">{t('shell.newTab')}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
          <h2 id="footer-social">{t('footer.follow')}</h2>
          <ul className="social" aria-labelledby="footer-social">
            {siteConfig.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.name}
                  <span className="visually-hidden">{t('shell.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">{t('footer.visit')}</h2>
          <address>
            {siteConfig.officeName}
            <br />
            {siteConfig.officeAddress}
          </address>
          <p>{t('footer.hours')}</p>
          <p>
            <Link to="/content/ofc_directions">{t('footer.directions')}</Link>
          </p>
        </section>
      </div>
      <p className="footer-note">{t('footer.note')}</p>
    </footer>
  );
}
