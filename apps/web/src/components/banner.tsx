import { BREAKPOINTS } from '@county/shared';
import { siteConfig } from '../lib/site-config.ts';
import { useT } from '../i18n/i18n.tsx';

// The appointment banner: <picture> lets the browser fetch only the image for its width (extra
// small 640, small and medium 1366, large and extra large 1960).
export function AppointmentBanner() {
  const t = useT();
  return (
    <a className="banner" href={siteConfig.appointments} target="_blank" rel="noopener noreferrer">
      <picture>
        <source media={`(min-width: ${BREAKPOINTS.large}px)`} srcSet="/banner-1960.svg" width={1960} height={229} />
        <source media={`(min-width: ${BREAKPOINTS.small}px)`} srcSet="/banner-1366.svg" width={1366} height={160} />
        <img src="/banner-640.svg" width={640} height={160} loading="lazy" alt={t('shell.banner')} />
      </picture>
    </a>
  );
}
