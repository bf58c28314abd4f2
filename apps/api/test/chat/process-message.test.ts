import { expect, it, vi } from 'vitest';
import { CHAT_MAX_LENGTH, messages } from '@county/shared';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// GET api/chat/processmessage through the whole app: validation, the answer's shape, the docs.
// The assistant does not touch the database, but the app is built on both like every API test.

describeEachDatabase('GET /api/chat/processmessage', (t) => {
  const env = setUpTestApp(t);

  const ask = (queryData?: string) => env.app.inject({ method: 'GET', url: '/api/chat/processmessage', query: queryData === undefined ? {} : { queryData } });

  it('answers a list of {actionName, actionLink}, best first', async () => {
    const response = await ask('What is Save Our Homes?');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ actionName: string; actionLink: string }[]>();
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(5);
    expect(body[0]).toEqual({ actionName: 'Save Our Homes', actionLink: '/faqcontent/SOH' });
    for (const item of body) expect(Object.keys(item).sort()).toEqual(['actionLink', 'actionName']);
  });

  it('with format=reply, answers in words first, then the same items', async () => {
    const question = 'When is the homestead deadline?';
    const bare = (await ask(question)).json<unknown[]>();
    const response = await env.app.inject({ method: 'GET', url: '/api/chat/processmessage', query: { queryData: question, format: 'reply' } });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ text: string; language: string; items: unknown[] }>();
    expect(Object.keys(body).sort()).toEqual(['items', 'language', 'text']);
    expect(body.text).toContain('March 1');
    expect(body.language).toBe('en');
    expect(body.items).toEqual(bare);
  });

  it('with format=reply, answers a Spanish question in Spanish, and says what it covers when nothing fits', async () => {
    const reply = async (queryData: string) =>
      (await env.app.inject({ method: 'GET', url: '/api/chat/processmessage', query: { queryData, format: 'reply' } })).json<{
        text: string;
        language: string;
        items: unknown[];
      }>();
    const spanish = await reply('¿Cuándo envían los avisos TRIM?');
    expect(spanish.language).toBe('es');
    expect(spanish.text).toContain('agosto');
    const none = await reply('best pizza in town tonight');
    expect(none.items).toEqual([]);
    expect(none.text).toContain('407-555-0100');
  });

  it('answers a repeated question with the same bytes as the first time, as JSON, in either format', async () => {
    // Each answer's JSON is written once and kept (decision 43); it must be what the schema would write.
    const question = 'how do I appeal my assessed value';
    const queries: Record<string, string>[] = [{ queryData: question }, { queryData: question, format: 'reply' }];
    for (const query of queries) {
      const first = await env.app.inject({ method: 'GET', url: '/api/chat/processmessage', query });
      const again = await env.app.inject({ method: 'GET', url: '/api/chat/processmessage', query: { ...query, queryData: `  ${question} ` } });
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.body).toBe(first.body);
      expect(first.body).toBe(JSON.stringify(first.json()));
    }
  });

  it('refuses an unknown format rather than guessing', async () => {
    const response = await env.app.inject({ method: 'GET', url: '/api/chat/processmessage', query: { queryData: 'homestead', format: 'html' } });
    expect(response.statusCode).toBe(400);
  });

  it('answers an empty list when nothing fits', async () => {
    const response = await ask('best pizza in town tonight');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('keeps unanswered questions, scrubbed, for the office, unless the browser asks not to be tracked', async () => {
    const questions = async () => (await env.database.db.selectFrom('analytics_questions').select('question').execute()).map((r) => r.question);
    await ask('best pizza in town, call me at 407-555-1234');
    await env.app.inject({ method: 'GET', url: '/api/chat/processmessage', query: { queryData: 'lottery numbers tonight' }, headers: { dnt: '1' } });
    await ask('homestead exemption');
    // Written after the answers, in a batch within a second (chat/question-log.ts); the questions
    // kept before the last one are written with it or earlier.
    await vi.waitFor(async () => expect(await questions()).toContain('best pizza in town, call me at [phone]'), { timeout: 5_000, interval: 100 });
    const kept = await questions();
    expect(kept.filter((q) => q.includes('lottery') || q.includes('homestead') || q.includes('1234'))).toEqual([]);
  });

  it('takes the page’s language (lang=es) and answers 400 naming lang for any other value', async () => {
    const get = (lang: string) =>
      env.app.inject({ method: 'GET', url: '/api/chat/processmessage', query: { queryData: 'xyzzy plover', format: 'reply', lang } });
    const spanish = await get('es');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json<{ language: string }>().language).toBe('es');
    for (const bad of ['fr', '<script>', '']) {
      const response = await get(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(JSON.stringify(response.json()), bad).toContain('lang');
    }
  });

  it('answers 400 naming queryData when it is missing, blank or too long', async () => {
    for (const queryData of [undefined, '', '   ', 'x'.repeat(CHAT_MAX_LENGTH + 1)]) {
      const response = await ask(queryData);
      expect(response.statusCode, String(queryData)).toBe(400);
      const body = response.json<{ statusCode: number; field: string; message: string }>();
      expect(body.statusCode).toBe(400);
      expect(body.field).toBe('queryData');
    }
    expect((await ask('   ')).json().message).toContain(messages.chat.required);
  });

  it('accepts a question of exactly the limit, and strange characters without a 500', async () => {
    expect((await ask('homestead '.repeat(15))).statusCode).toBe(200);
    for (const q of ['<script>alert(1)</script>', "'; drop table parcel; --", '🏠 homestead ✓', '%%%', '\u0000\u0001']) {
      const response = await ask(q);
      expect(response.statusCode, q).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await env.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(doc.paths['/api/chat/processmessage']).toBeDefined();
  });
});
