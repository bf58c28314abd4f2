import { Link } from 'react-router';
import { DEPARTMENTS, OFFICE_HOURS } from '@county/shared';
import { siteConfig } from '../lib/site-config.ts';

const QUICK_LINKS = [
  { label: 'Property Search', to: '/parcelsearch' },
  { label: 'File for Homestead', to: '/homestead' },
  { label: 'Important Dates', to: '/faqcontent/ImportantDates' },
  { label: 'Appeals', to: '/appeals' },
  { label: 'Forms', to: '/faqcontent/forms' },
  { label: 'Code Tables', to: '/codetables' },
  { label: 'Data Downloads', to: '/download' },
  { label: 'Accessibility', to: '/accessibility' },
  { label: 'Disclaimer', to: '/disclaimer' },
];

// The site's own tools are plain links that stay on the site; the rest open the office's other
// applications in a new tab and say so.
type Tool = { label: string; to: string } | { label: string; href: string };

export function Footer() {
  const tools: Tool[] = [
    { label: 'Map Search', href: siteConfig.mapSearch },
    { label: 'Income Survey', href: siteConfig.filing.incomeSurvey },
    { label: 'Value Adjustment Board', href: siteConfig.valueAdjustmentBoard },
    { label: 'Tax Estimator', to: '/tools/tax-estimator' },
    { label: 'Portability Estimator', to: '/tools/portability' },
    { label: 'Sales Analysis', href: siteConfig.salesAnalysis },
  ];
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">Contact our departments</h2>
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
          <h2 id="footer-quick">Quick links</h2>
          <ul>
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-tools">
          <h2 id="footer-tools">Online tools</h2>
          <ul>
            {tools.map((t) => (
              <li key={t.label}>
                {'to' in t ? (
                  <Link to={t.to}>{t.label}</Link>
                ) : (
                  <a href={t.href} target="_blank" rel="noopener noreferrer">
                    {t.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
          <h2 id="footer-social">Follow us</h2>
          <ul className="social" aria-labelledby="footer-social">
            {siteConfig.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">Visit us</h2>
          <address>
            {siteConfig.officeName}
            <br />
            {siteConfig.officeAddress}
          </address>
          <p>{OFFICE_HOURS}</p>
          <p>
            <Link to="/content/ofc_directions">Directions and parking</Link>
          </p>
        </section>
      </div>
      <p className="footer-note">
        Values and records are for property tax purposes. Under Florida law, e-mail addresses are public records.
      </p>
    </footer>
  );
}
