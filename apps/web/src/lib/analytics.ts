import { postJson } from './http.ts';
import { apiPath } from './api.ts';

// First-party page counts (see docs/decisions/0072-first-party-analytics.md): the path goes to this
// site's own API and nowhere else. A browser that sends Do Not Track or Global Privacy Control is
// not even asked; the server checks the same signals again.
export function recordPageView(path: string): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return;
  postJson(apiPath('pageView'), { path }, { quiet: true }).catch(() => {
    // Counting is best effort: a failure must never disturb the page.
  });
}
