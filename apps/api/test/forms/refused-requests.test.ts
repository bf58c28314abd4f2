import { expect, it } from 'vitest';
import { formSettings } from '../../src/forms/settings.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { countRows, feedbackBody, freshClient, pastToken, post } from './helpers.ts';

// Junk does not use up a form's limit (issue 35): only a message whose body parses and whose token
// checks out counts against it; refused requests have a looser budget of their own.

const FEEDBACK = '/api/Feedback/AddFeedback';
const FRAUD = '/api/ReportFraud/AddReport';

describeEachDatabase('refused form requests', (t) => {
  const env = setUpTestApp(t);
  const settings = formSettings();
  const junk = (client: string, body = '{') =>
    env.app.inject({ method: 'POST', url: FEEDBACK, payload: body, headers: { 'content-type': 'application/json' }, remoteAddress: client });

  it('accepts a real message after five malformed ones from the same address', async () => {
    const client = freshClient();
    for (let i = 0; i < 5; i++) expect((await junk(client)).statusCode).toBe(400);
    const before = await countRows(env.database, 'feedback');
    const res = await post(env.app, FEEDBACK, await feedbackBody(env.database), client);
    expect(res.statusCode).toBe(201);
    expect(await countRows(env.database, 'feedback')).toBe(before + 1);
  });

  it('does not count bad tokens, bad fields, a filled honeypot or an oversized body against the limit of messages', async () => {
    const client = freshClient();
    const refused = [
      await post(env.app, FEEDBACK, await feedbackBody(env.database, {}, { FormToken: 'feedback.1.x.y' }), client),
      await post(env.app, FEEDBACK, await feedbackBody(env.database, {}, { FormToken: await pastToken(env.database, 'report-fraud') }), client),
      await post(env.app, FEEDBACK, await feedbackBody(env.database, {}, { Email: 'not-an-address' }), client),
      await post(env.app, FEEDBACK, await feedbackBody(env.database, {}, { Website: 'http://spam.example' }), client),
      await post(env.app, FEEDBACK, await feedbackBody(env.database, {}, { Comments: 'x'.repeat(20_000) }), client),
      await junk(client, 'FirstName=Maria'),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([400, 400, 400, 400, 413, 400]);
    // The whole limit of messages is still there.
    for (let i = 0; i < settings.rateLimit; i++) {
      expect((await post(env.app, FEEDBACK, await feedbackBody(env.database), client)).statusCode).toBe(201);
    }
    const over = await post(env.app, FEEDBACK, await feedbackBody(env.database), client);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses every request from an address past its budget of refused ones, with 429 and Retry-After', async () => {
    const client = freshClient();
    for (let i = 0; i < settings.junkLimit; i++) expect((await junk(client)).statusCode, `junk ${i + 1}`).toBe(400);
    const flood = await junk(client);
    expect(flood.statusCode).toBe(429);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    expect(flood.json().message).toMatch(/^Too many messages have been sent from your connection/);
    const before = await countRows(env.database, 'feedback');
    expect((await post(env.app, FEEDBACK, await feedbackBody(env.database), client)).statusCode).toBe(429);
    expect(await countRows(env.database, 'feedback')).toBe(before);
    // Another address, and the other form, are not affected.
    expect((await post(env.app, FEEDBACK, await feedbackBody(env.database), freshClient())).statusCode).toBe(201);
    const fraud = await env.app.inject({ method: 'POST', url: FRAUD, payload: '{', headers: { 'content-type': 'application/json' }, remoteAddress: client });
    expect(fraud.statusCode).toBe(400);
  });
});
