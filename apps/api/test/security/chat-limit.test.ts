import { expect, it, vi } from 'vitest';
import { GENEROUS_LIMITS, describeEachDatabase, setUpTestApp } from '../helpers.ts';

// The probe's second finding: 700 assistant calls in 1.9 s wrote 700 rows to analytics_questions.
// The assistant now has a per-client budget, so one client writes at most that many a minute.

describeEachDatabase('assistant rate limit', (t) => {
  const env = setUpTestApp(t, { config: { rateLimits: { ...GENEROUS_LIMITS, assistant: 5 } } });

  it('answers a client at most its budget a minute and stores no more unanswered questions than that', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await env.app.inject({
        url: `/api/chat/processmessage?queryData=${encodeURIComponent(`zebra quantum pickles ${i}`)}`,
        remoteAddress: '203.0.113.50',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const refused = await env.app.inject({ url: '/api/chat/processmessage?queryData=hello', remoteAddress: '203.0.113.50' });
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(refused.headers['retry-after']).toBeDefined();
    // The assistant writes them in a batch within a second (chat/question-log.ts).
    const stored = async () =>
      Number(
        (
          await env.database.db
            .selectFrom('analytics_questions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await vi.waitFor(async () => expect(await stored()).toBe(5), { timeout: 5_000, interval: 100 });
    // Another client still gets answers.
    expect((await env.app.inject({ url: '/api/chat/processmessage?queryData=hello', remoteAddress: '203.0.113.51' })).statusCode).toBe(200);
  });
});
