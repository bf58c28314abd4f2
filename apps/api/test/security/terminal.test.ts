import { describe, expect, it } from 'vitest';
import { formatReport, reportJson, type AnalyticsReport } from '../../src/analytics/report.ts';

// `npm run analytics:report` prints what the public typed (page paths, questions to the assistant):
// neither the text nor the JSON form may carry a sequence a terminal would act on.

// eslint-disable-next-line no-control-regex -- the test looks for exactly these characters
const ESCAPES = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const report: AnalyticsReport = {
  since: '2026-11-01',
  until: '2026-11-23',
  visits: 1,
  pageViews: 1,
  topPages: [{ path: '/\u001b]0;owned\u0007', views: 3 }],
  searches: [{ kind: 'owner\u009b2J', count: 2 }],
  unanswered: [{ question: 'where\u001b[2J is\u202e my\u0000 bill\r\nnext', times: 1, lastAsked: '2026-11-20T10:00:00Z' }],
};

describe('analytics report on a terminal', () => {
  it('prints stored text without control characters', () => {
    const text = formatReport(report);
    expect(text).not.toMatch(ESCAPES);
    expect(text).toContain('where[2J is my bill next');
  });

  it('keeps the JSON lossless but escapes what a terminal would act on', () => {
    const json = reportJson(report);
    expect(json.replace(/\n/g, '')).not.toMatch(ESCAPES);
    expect(JSON.parse(json)).toEqual(report);
  });
});
