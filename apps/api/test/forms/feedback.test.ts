import { expect, it } from 'vitest';
import { messages } from '@county/shared';
import { feedbackTypeMessage, parcelIdMessage } from '@county/shared/feedback';
import { guardMessages } from '../../src/forms/guard.ts';
import { loadFormSecret } from '../../src/forms/secret.ts';
import { issueToken } from '../../src/forms/token.ts';
import { describeEachDatabase, setUpTestApp, testApp } from '../helpers.ts';
import { countRows, feedbackBody, freshClient, pastToken, post } from './helpers.ts';

const m = messages.feedback;
const URL = '/api/Feedback/AddFeedback';

describeEachDatabase('website feedback', (t) => {
  const env = setUpTestApp(t);

  it('hands out a signed token that expires in 2 hours and is never cached', async () => {
    const res = await env.app.inject('/api/Feedback/GetFormToken');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.token.split('.')).toHaveLength(4);
    expect(body.token.startsWith('feedback.')).toBe(true);
    const lifetime = Date.parse(body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(119 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(120 * 60_000);
    expect(body.minFillSeconds).toBe(3);
  });

  it('stores an accepted message with a receipt, the time and the page, after the transformation', async () => {
    const before = Date.now();
    const body = await feedbackBody(env.database, { RecordId: '272035664500001', Address: '123 N Orange Ave', Comments: 'Owner name is misspelled' });
    const res = await post(env.app, URL, body);
    expect(res.statusCode).toBe(201);
    const { receipt, receivedAt } = res.json();
    expect(receipt).toMatch(/^FB-\d{6}-[A-HJ-NP-Z2-9]{6}$/);
    expect(Date.parse(receivedAt)).toBeGreaterThanOrEqual(before - 5);
    const row = await env.database.db.selectFrom('feedback').selectAll().where('receipt', '=', receipt).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      page: '/propertycard',
      first_name: 'Maria',
      email: 'maria@example.com',
      record_id: '352027664500001',
      address: '123 N Orange Ave',
      comments: 'Address:123 N Orange Ave:Owner name is misspelled',
      experience_rating: 5,
      feedback_type: 'Website',
    });
  });

  it('makes the ParcelId without dashes the RecordId when there is none', async () => {
    const res = await post(env.app, URL, await feedbackBody(env.database, { ParcelId: '35-20-27-6645-00-001' }));
    expect(res.statusCode).toBe(201);
    const row = await env.database.db.selectFrom('feedback').selectAll().where('receipt', '=', res.json().receipt).executeTakeFirstOrThrow();
    expect(row.record_id).toBe('352027664500001');
    expect(row.parcel_id).toBe('35-20-27-6645-00-001');
    expect(row.comments).toBe('Very helpful staff, thank you.');
  });

  it('stores the community variant with its own fields and no property fields', async () => {
    const body = await feedbackBody(env.database, {
      FeedbackType: 'Community',
      CommunityName: 'Baldwin Park',
      Gated: 'No',
      Mandatory: 'Yes',
      HouseholdCount: '250',
      ParcelId: '35-20-27-6645-00-001',
      Address: '1 Main St',
    });
    const res = await post(env.app, URL, body);
    expect(res.statusCode).toBe(201);
    const row = await env.database.db.selectFrom('feedback').selectAll().where('receipt', '=', res.json().receipt).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      community_name: 'Baldwin Park',
      gated: 'No',
      mandatory: 'Yes',
      household_count: '250',
      parcel_id: '',
      address: '',
      record_id: '',
    });
  });

  it.each([
    ['FirstName', '', m.firstName],
    ['FirstName', 'x'.repeat(51), m.firstName],
    ['LastName', ' ', m.lastName],
    ['Email', 'maria@', m.email],
    ['Email', `${'e'.repeat(45)}@x.com`, m.email],
    ['Phone', '407555', m.phone],
    ['Phone', '407-555-0100', m.phone],
    ['Occupation', 'Wizard', m.occupation],
    ['FeedbackType', 'Complaint', feedbackTypeMessage],
    ['ExperienceRating', 0, m.rating],
    ['ExperienceRating', 6, m.rating],
    ['ExperienceRating', '5', m.rating],
    ['Comments', '', m.comments],
    ['Comments', 'x'.repeat(501), m.comments],
    ['Comments', '<script>alert(1)</script>', m.comments],
    ['ParcelId', '35-20-27', parcelIdMessage],
    ['ParcelId', '35-20-27-6645-00-001-9999', parcelIdMessage],
    ['Address', 'a'.repeat(201), m.address],
    ['Address', '1 Main St <b>', m.address],
    ['HouseholdCount', '12a', m.householdCount],
    ['HouseholdCount', '1000', m.householdCount],
  ])('answers 400 naming %s for %j, and stores nothing', async (field, value, message) => {
    const before = await countRows(env.database, 'feedback');
    const body = { ...(await feedbackBody(env.database)), [field]: value };
    const res = await post(env.app, URL, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toContain(message);
    expect(await countRows(env.database, 'feedback')).toBe(before);
  });

  it('requires the community name in the community variant', async () => {
    const res = await post(env.app, URL, await feedbackBody(env.database, {}, { FeedbackType: 'Community', CommunityName: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'CommunityName' });
    expect(res.json().message).toContain(m.communityName);
  });

  it('answers 410 for a token older than its lifetime, and 400 for a forged, foreign or missing one', async () => {
    const before = await countRows(env.database, 'feedback');
    const expired = await post(
      env.app,
      URL,
      await feedbackBody(env.database, {}, { FormToken: await pastToken(env.database, 'feedback', 2 * 3_600_000 + 1_000) }),
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ statusCode: 410, message: m.expired });
    const stillValid = await post(
      env.app,
      URL,
      await feedbackBody(env.database, {}, { FormToken: await pastToken(env.database, 'feedback', 2 * 3_600_000 - 60_000) }),
    );
    expect(stillValid.statusCode).toBe(201);
    const forged = issueToken('not-the-secret', 'feedback', Date.now() - 60_000);
    for (const FormToken of [
      forged,
      await pastToken(env.database, 'report-fraud'),
      'garbage',
      (await pastToken(env.database, 'feedback')).slice(0, -2) + 'xx',
    ]) {
      const res = await post(env.app, URL, await feedbackBody(env.database, {}, { FormToken }));
      expect(res.statusCode, FormToken).toBe(400);
      expect(res.json()).toMatchObject({ field: 'FormToken', message: guardMessages.invalidToken });
    }
    const missing = await post(env.app, URL, await feedbackBody(env.database, {}, { FormToken: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('FormToken');
    expect(await countRows(env.database, 'feedback')).toBe(before + 1);
  });

  it('refuses a form sent faster than a person could fill it in', async () => {
    const fresh = (await env.app.inject('/api/Feedback/GetFormToken')).json().token;
    const res = await post(env.app, URL, await feedbackBody(env.database, {}, { FormToken: fresh }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'FormToken', message: guardMessages.tooFast });
  });

  it('refuses a filled-in honeypot and stores nothing', async () => {
    const before = await countRows(env.database, 'feedback');
    const res = await post(env.app, URL, await feedbackBody(env.database, {}, { Website: 'http://spam.example' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'Website', message: guardMessages.honeypot });
    expect(await countRows(env.database, 'feedback')).toBe(before);
  });

  it('keeps one message per token: a retried send answers the first receipt', async () => {
    const body = await feedbackBody(env.database);
    const first = await post(env.app, URL, body);
    const before = await countRows(env.database, 'feedback');
    const again = await post(env.app, URL, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().receipt).toBe(first.json().receipt);
    expect(await countRows(env.database, 'feedback')).toBe(before);
  });

  it('limits each client to 5 submissions per 10 minutes with a clear 429, counting in the database', async () => {
    const client = freshClient();
    const other = await testApp(env.database);
    try {
      for (let i = 0; i < 5; i++) {
        // Alternate between two app instances on one database: the count is shared, as between processes.
        const res = await post(i % 2 ? other : env.app, URL, await feedbackBody(env.database), client);
        expect(res.statusCode).toBe(201);
      }
      const refused = await post(other, URL, await feedbackBody(env.database), client);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many messages have been sent from your connection\. Please wait \d+ minutes/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(env.app, URL, await feedbackBody(env.database), freshClient())).statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });

  it('accepts a token issued by another server process sharing the database', async () => {
    const other = await testApp(env.database);
    try {
      expect(await loadFormSecret(other.database)).toBe(await loadFormSecret(env.database));
      const token = (await other.inject('/api/Feedback/GetFormToken')).json().token as string;
      const [form, , nonce] = token.split('.');
      // Re-date the other process's token in the past to pass the fill time, signing with the shared secret.
      const aged = issueToken(await loadFormSecret(env.database), form as 'feedback', Date.now() - 10_000, nonce);
      expect((await post(env.app, URL, await feedbackBody(env.database, {}, { FormToken: aged }))).statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });

  it('refuses an oversized body with 413 before parsing it', async () => {
    const before = await countRows(env.database, 'feedback');
    const res = await post(env.app, URL, await feedbackBody(env.database, {}, { Comments: 'x'.repeat(20_000) }));
    expect(res.statusCode).toBe(413);
    expect(await countRows(env.database, 'feedback')).toBe(before);
  });

  it('offers the public no way to read feedback back: only signed-in staff, through the office', async () => {
    const doc = (await env.app.inject('/api/docs/json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    const staffOperations = Object.entries(doc.paths)
      .filter(([path]) => /feedback/i.test(path) && path.startsWith('/api/staff/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase() as 'GET' | 'POST', url: path.replace(/\{\w+\}/g, 'FB-1') })));
    expect(staffOperations.length).toBeGreaterThan(0);
    for (const operation of staffOperations) expect((await env.app.inject(operation)).statusCode, operation.url).toBe(401);
    const feedbackPaths = Object.entries(doc.paths).filter(([path]) => /feedback/i.test(path) && !path.startsWith('/api/staff/'));
    expect(feedbackPaths.map(([path, ops]) => `${Object.keys(ops).join(',')} ${path}`).sort()).toEqual([
      'get /api/Feedback/GetFormToken',
      'post /api/Feedback/AddFeedback',
    ]);
    const read = await env.app.inject('/api/Feedback/AddFeedback');
    expect(read.statusCode).toBe(405);
    expect(read.headers.allow).toBe('POST');
  });
});
