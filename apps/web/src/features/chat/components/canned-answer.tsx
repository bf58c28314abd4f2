import { Link } from 'react-router';
import { DEPARTMENTS, OTHER_AGENCIES, TPP_RETURN_EMAIL, type CannedAction } from '@county/shared';
import { siteConfig } from '../../../lib/site-config.ts';
import { useLocalizeEnglish } from '../../../i18n/i18n.tsx';
import { useChatT } from '../messages.ts';

// What the assistant shows for the link texts 'Homestead', 'TPP', 'Income Survey' and 'External'
// (specification, section 2). Built as elements, never as HTML strings, so nothing needs
// sanitizing; the office's phone numbers and e-mail come from the shared office contacts.

const DRIVER_LICENSE_SITE = 'https://www.flhsmv.gov/';

function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  const t = useChatT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t('chat.newTab')}</span>
    </a>
  );
}

interface CannedAnswerProps {
  name: CannedAction;
  /** Called when an internal link is followed, so the dialog can close. */
  onNavigate: () => void;
}

export function CannedAnswer({ name, onNavigate }: CannedAnswerProps) {
  const t = useChatT();
  // The agencies' names are the office's shared data, in English; the catalog has each one.
  const localize = useLocalizeEnglish();
  switch (name) {
    case 'Homestead':
      return (
        <>
          <p>{t('chat.hx.intro')}</p>
          <ul>
            <li>{t('chat.hx.license')}</li>
            <li>{t('chat.hx.registration')}</li>
          </ul>
          <p>
            <ExternalLink href={siteConfig.filing.homestead}>{t('chat.hx.apply')}</ExternalLink>
          </p>
        </>
      );
    case 'TPP': {
      const tpp = DEPARTMENTS.find((d) => d.name === 'Tangible Personal Property');
      return (
        <>
          <p>
            {t('chat.tpp.intro')}{' '}
            <Link to="/tpp" onClick={onNavigate}>
              {t('chat.tpp.link')}
            </Link>
          </p>
          {tpp && <p>{t.rich('chat.tpp.call', { phone: tpp.phone, tel: (text) => <a href={telHref(tpp.phone)}>{text}</a> })}</p>}
          <p>{t('chat.tpp.due')}</p>
          <p>{t.rich('chat.tpp.email', { email: TPP_RETURN_EMAIL, mail: (text) => <a href={`mailto:${TPP_RETURN_EMAIL}`}>{text}</a> })}</p>
        </>
      );
    }
    case 'Income Survey':
      return (
        <p>
          {t('chat.income.intro')} <ExternalLink href={siteConfig.filing.incomeSurvey}>{t('chat.income.link')}</ExternalLink>
        </p>
      );
    case 'External':
      return (
        <>
          <p>{t('chat.external.intro')}</p>
          <ul>
            {OTHER_AGENCIES.map((agency) => (
              <li key={agency.name}>
                {localize(agency.name)}: <a href={telHref(agency.phone)}>{agency.phone}</a>
              </li>
            ))}
            <li>
              {t('chat.external.license')} <ExternalLink href={DRIVER_LICENSE_SITE}>{t('chat.external.flhsmv')}</ExternalLink>
            </li>
          </ul>
        </>
      );
  }
}
