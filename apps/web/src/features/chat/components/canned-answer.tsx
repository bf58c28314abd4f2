import { Link } from 'react-router';
import { DEPARTMENTS, OTHER_AGENCIES, TPP_RETURN_EMAIL, type CannedAction } from '@county/shared';
import { siteConfig } from '../../../lib/site-config.ts';

// What the assistant shows for the link texts 'Homestead', 'TPP', 'Income Survey' and 'External'
// (specification, section 2). Built as elements, never as HTML strings, so nothing needs
// sanitizing; the office's phone numbers and e-mail come from the shared office contacts.

const DRIVER_LICENSE_SITE = 'https://www.flhsmv.gov/';

function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

interface CannedAnswerProps {
  name: CannedAction;
  /** Called when an internal link is followed, so the dialog can close. */
  onNavigate: () => void;
}

export function CannedAnswer({ name, onNavigate }: CannedAnswerProps) {
  switch (name) {
    case 'Homestead':
      return (
        <>
          <p>To file for the homestead exemption, bring proof that you live in Florida:</p>
          <ul>
            <li>a Florida driver license or Florida ID card, and</li>
            <li>either a Florida vehicle registration or a voter ID card.</li>
          </ul>
          <p>
            <ExternalLink href={siteConfig.filing.homestead}>Apply for homestead online</ExternalLink>
          </p>
        </>
      );
    case 'TPP': {
      const tpp = DEPARTMENTS.find((d) => d.name === 'Tangible Personal Property');
      return (
        <>
          <p>
            Businesses file a tangible personal property return for their furniture, fixtures and equipment.{' '}
            <Link to="/tpp" onClick={onNavigate}>
              Tangible personal property information
            </Link>
          </p>
          {tpp && (
            <p>
              Questions: call <a href={telHref(tpp.phone)}>{tpp.phone}</a>.
            </p>
          )}
          <p>Online extension requests are due by March 31 and returns are due April 1 each year.</p>
          <p>
            E-mail your tax return to <a href={`mailto:${TPP_RETURN_EMAIL}`}>{TPP_RETURN_EMAIL}</a>.
          </p>
        </>
      );
    }
    case 'Income Survey':
      return (
        <p>
          Owners of income-producing property can send their income and expense figures online:{' '}
          <ExternalLink href={siteConfig.filing.incomeSurvey}>Income survey application</ExternalLink>
        </p>
      );
    case 'External':
      return (
        <>
          <p>These questions are answered by other agencies:</p>
          <ul>
            {OTHER_AGENCIES.map((agency) => (
              <li key={agency.name}>
                {agency.name}: <a href={telHref(agency.phone)}>{agency.phone}</a>
              </li>
            ))}
            <li>
              Change of address on a driver license:{' '}
              <ExternalLink href={DRIVER_LICENSE_SITE}>Florida Highway Safety and Motor Vehicles</ExternalLink>
            </li>
          </ul>
        </>
      );
  }
}
