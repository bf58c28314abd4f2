import { expect, it, vi } from 'vitest';
import { QuestionLog } from '../../src/chat/question-log.ts';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';

// The assistant's unanswered questions are written in batches after the answers (decision 43):
// every question still makes its own row, a stop writes what is pending, and nothing is kept
// for a browser that asks not to be tracked.

describeEachDatabase('the log of unanswered questions', (t) => {
  const env = setUpTestApp(t, { app: false });

  const stored = async () => (await env.database.db.selectFrom('analytics_questions').select('question').execute()).map((r) => r.question).sort();

  it('writes nothing until the batch is due, then one row per question, repeats included', async () => {
    const errors: unknown[] = [];
    // A delay no test waits for: only flush() writes here.
    const log = new QuestionLog(env.database, (err) => errors.push(err), 60_000);
    log.keep('best pizza near me');
    log.keep('best pizza near me');
    log.keep('lottery numbers', { dnt: '1' });
    log.keep('weather tomorrow', { 'sec-fetch-site': 'cross-site' });
    log.keep('mail me at someone@example.com');
    expect(await stored()).toEqual([]);
    await log.flush();
    expect(await stored()).toEqual(['best pizza near me', 'best pizza near me', 'mail me at [e-mail]']);
    await log.flush();
    expect(await stored()).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it('writes a batch on its own once the delay has passed', async () => {
    const delayMs = 20;
    const log = new QuestionLog(env.database, () => {}, delayMs);
    log.keep('football scores');
    // Asked again until the batch is written (at most 250 times the delay, for a loaded machine).
    await vi.waitFor(async () => expect(await stored()).toContain('football scores'), { timeout: 250 * delayMs, interval: delayMs });
  });

  it('writes what is pending when the server stops', async () => {
    const app = await testApp(env.database);
    const answer = await app.inject({ url: `/api/chat/processmessage?queryData=${encodeURIComponent('zebra quantum pickles')}` });
    expect(answer.json()).toEqual([]);
    expect(await stored()).not.toContain('zebra quantum pickles');
    await app.close();
    expect(await stored()).toContain('zebra quantum pickles');
  });
});
