import { defaultSiteConfig, type SiteConfig } from '@county/shared';

// The server places this deployment's configuration in index.html as JSON data; the defaults of
// the shared package apply when the page runs without it (the Vite dev server). The server has
// validated it already, so the browser does not ship a schema library for it.
function readConfig(): SiteConfig {
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  if (!element?.textContent) return defaultSiteConfig;
  try {
    return { ...defaultSiteConfig, ...(JSON.parse(element.textContent) as Partial<SiteConfig>) };
  } catch {
    return defaultSiteConfig;
  }
}

export const siteConfig: SiteConfig = readConfig();
