import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { API } from '@county/shared/api/paths';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { addStaff } from '../../src/staff/accounts.ts';
import { totpCode } from '../../src/staff/totp.ts';
import { CSRF_HEADER } from '../../src/plugins/staff-session.ts';
import { drainOnce } from '../../src/alerts/mail-worker.ts';
import type { OutgoingMail } from '../../src/alerts/transport.ts';

// The feedback and fraud-report queues (issue 45, decision 141): customer service lists, opens (audited)
// and answers website feedback, the answer going out through the site's mail queue, and closes fraud
// tips. Through app.inject on both databases.

const DATA_KEY = randomBytes(32).toString('hex');
const PASSWORD = 'correct horse battery staple 7';

describeEachDatabase('the feedback queue', (t) => {
  const env = setUpTestApp(t, { config: { dataKeyEnv: { DATA_KEY } } });

  const inject = (method: 'GET' | 'POST', url: string, options: { body?: unknown; cookie?: string; csrf?: string } = {}) =>
    env.app.inject({
      method,
      url,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.csrf ? { [CSRF_HEADER]: options.csrf } : {}) },
    });

  async function signedIn(email: string, roles: Parameters<typeof addStaff>[2]) {
    const token = await addStaff(env.database, email, roles);
    const view = (await inject('GET', `${API.staffEnrollment.path}?token=${token}`)).json();
    expect((await inject('POST', API.staffEnroll.path, { body: { token, password: PASSWORD, code: totpCode(view.secret) } })).statusCode).toBe(204);
    await env.database.db.updateTable('staff').set({ totp_last_step: 0 }).where('email', '=', email).execute();
    const res = await inject('POST', API.staffSignIn.path, { body: { email, password: PASSWORD, code: totpCode(view.secret, Date.now() + 30_000) } });
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: (res.headers['set-cookie'] as string[])[0]!.split(';')[0]!, csrf: res.json().csrf as string };
  }

  const message = (receipt: string, receivedAt: string, email: string, comments: string) => ({
    receipt,
    received_at: receivedAt,
    page: '/feedback',
    token_nonce: `nonce-${receipt}`,
    first_name: 'Rosa',
    last_name: 'Diaz',
    email,
    phone: '',
    occupation: 'Homeowner',
    feedback_type: 'Website',
    experience_rating: 4,
    comments,
    record_id: '',
    parcel_id: '',
    address: '',
    community_name: '',
    gated: '',
    mandatory: '',
    household_count: '',
  });

  const itemPath = (id: string) => API.staffFeedbackItem.path.replace(':id', encodeURIComponent(id));
  const replyPath = (id: string) => API.staffFeedbackReply.path.replace(':id', encodeURIComponent(id));

  it('lists newest first, filters by state and words, opens one (audited), replies through the mail queue', async () => {
    await env.database.db
      .insertInto('feedback')
      .values([
        message('FB-260301-AAAAAA', '2026-03-01T10:00:00.000Z', 'rosa@example.com', 'The map was slow on my phone.'),
        message('FB-260302-BBBBBB', '2026-03-02T10:00:00.000Z', 'li@example.com', 'Search by owner 100% works.'),
        message('FB-260303-CCCCCC', '2026-03-03T10:00:00.000Z', 'max@example.com', 'Where is my TRIM notice?'),
      ])
      .execute();
    const { cookie, csrf } = await signedIn('cs@office.example', ['customer-service']);

    const all = await inject('GET', API.staffFeedbackList.path, { cookie });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json().items.map((i: { receipt: string }) => i.receipt)).toEqual(['FB-260303-CCCCCC', 'FB-260302-BBBBBB', 'FB-260301-AAAAAA']);
    expect(all.json().total).toBe(3);
    const byText = (await inject('GET', `${API.staffFeedbackList.path}?q=TRIM`, { cookie })).json();
    expect(byText.items.map((i: { receipt: string }) => i.receipt)).toEqual(['FB-260303-CCCCCC']);
    const byEmail = (await inject('GET', `${API.staffFeedbackList.path}?q=${encodeURIComponent('LI@example')}`, { cookie })).json();
    expect(byEmail.items.map((i: { receipt: string }) => i.receipt)).toEqual(['FB-260302-BBBBBB']);
    // A percent sign is searched for as itself, not as a wildcard.
    const percent = (await inject('GET', `${API.staffFeedbackList.path}?q=${encodeURIComponent('100%')}`, { cookie })).json();
    expect(percent.items.map((i: { receipt: string }) => i.receipt)).toEqual(['FB-260302-BBBBBB']);

    const opened = await inject('GET', itemPath('FB-260301-AAAAAA'), { cookie });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ email: 'rosa@example.com', comments: 'The map was slow on my phone.', state: 'new', reply: null });
    const views = await env.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'feedback.view').execute();
    expect(views.map((v) => [v.actor, v.subject])).toEqual([['cs@office.example', 'FB-260301-AAAAAA']]);

    const text = 'Thank you, Rosa. We made the map faster this week.';
    const replied = await inject('POST', replyPath('FB-260301-AAAAAA'), { cookie, csrf, body: { message: `  ${text}  ` } });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ state: 'answered', reply: text, answeredBy: 'cs@office.example' });
    const queued = await env.database.db.selectFrom('mail_queue').selectAll().execute();
    expect(queued.map((row) => row.recipient)).toEqual(['rosa@example.com']);
    expect((await env.database.db.selectFrom('audit_log').select('subject').where('action', '=', 'feedback.reply').execute()).map((r) => r.subject)).toEqual([
      'FB-260301-AAAAAA',
    ]);

    const sent: OutgoingMail[] = [];
    const transport = { send: async (mail: OutgoingMail) => void sent.push(mail), close: async () => {} };
    expect(await drainOnce({ database: env.database, transport, secret: 'unused', config: { ...env.app.config, mailFrom: 'office@example-county.gov' } })).toBe(
      1,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'rosa@example.com', from: 'office@example-county.gov', text });
    expect(sent[0]!.subject).toContain('FB-260301-AAAAAA');

    const answered = (await inject('GET', `${API.staffFeedbackList.path}?state=answered`, { cookie })).json();
    expect(answered.items.map((i: { receipt: string; state: string }) => [i.receipt, i.state])).toEqual([['FB-260301-AAAAAA', 'answered']]);
    const fresh = (await inject('GET', `${API.staffFeedbackList.path}?state=new`, { cookie })).json();
    expect(fresh.items.map((i: { receipt: string }) => i.receipt)).toEqual(['FB-260303-CCCCCC', 'FB-260302-BBBBBB']);
    // The form's own row is untouched.
    const row = await env.database.db.selectFrom('feedback').selectAll().where('receipt', '=', 'FB-260301-AAAAAA').executeTakeFirstOrThrow();
    expect(row.comments).toBe('The map was slow on my phone.');
  });

  it('pages the list', async () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      message(`FB-260401-P${String(i).padStart(5, '0')}`, `2026-04-01T10:${String(i).padStart(2, '0')}:00.000Z`, `p${i}@example.com`, 'paging check'),
    );
    await env.database.db.insertInto('feedback').values(rows).execute();
    const { cookie } = await signedIn('sup@office.example', ['supervisor']);
    const first = (await inject('GET', `${API.staffFeedbackList.path}?q=paging`, { cookie })).json();
    const second = (await inject('GET', `${API.staffFeedbackList.path}?q=paging&page=2`, { cookie })).json();
    expect(first.items).toHaveLength(25);
    expect(first.items[0].receipt).toBe('FB-260401-P00029');
    expect(second.items.map((i: { receipt: string }) => i.receipt)).toEqual([
      'FB-260401-P00004',
      'FB-260401-P00003',
      'FB-260401-P00002',
      'FB-260401-P00001',
      'FB-260401-P00000',
    ]);
    expect(second.total).toBe(30);
  });

  it('refuses anonymous (401), the wrong role (403), bad input (400 naming the field) and an unknown message (404)', async () => {
    await env.database.db
      .insertInto('feedback')
      .values(message('FB-260501-DDDDDD', '2026-05-01T10:00:00.000Z', 'dee@example.com', 'Hi'))
      .execute();
    const queuedBefore = (await env.database.db.selectFrom('mail_queue').select('dedupe_key').execute()).length;
    const noMailSince = async () => expect((await env.database.db.selectFrom('mail_queue').select('dedupe_key').execute()).length).toBe(queuedBefore);
    const queue = [API.staffFeedbackList, API.staffFeedbackItem, API.staffFeedbackReply];
    const paths = queue.map((endpoint) => ({ method: endpoint.method, url: endpoint.path.replace(':id', 'FB-260501-DDDDDD') }));
    for (const { method, url } of paths)
      expect((await inject(method, url, { body: method === 'POST' ? { message: 'x' } : undefined })).statusCode, url).toBe(401);
    const tangible = await signedIn('tan@office.example', ['tangible', 'exemptions']);
    for (const { method, url } of paths)
      expect((await inject(method, url, { ...tangible, body: method === 'POST' ? { message: 'x' } : undefined })).statusCode, url).toBe(403);
    await noMailSince();

    const { cookie, csrf } = await signedIn('cs2@office.example', ['customer-service']);
    const blank = await inject('POST', replyPath('FB-260501-DDDDDD'), { cookie, csrf, body: { message: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('message');
    const long = await inject('POST', replyPath('FB-260501-DDDDDD'), { cookie, csrf, body: { message: 'x'.repeat(5001) } });
    expect(long.json().field).toBe('message');
    const state = await inject('GET', `${API.staffFeedbackList.path}?state=closed`, { cookie });
    expect(state.statusCode).toBe(400);
    expect(state.json().field).toBe('state');
    const page = await inject('GET', `${API.staffFeedbackList.path}?page=0`, { cookie });
    expect(page.json().field).toBe('page');
    const noCsrf = await inject('POST', replyPath('FB-260501-DDDDDD'), { cookie, body: { message: 'Hello' } });
    expect(noCsrf.statusCode).toBe(403);

    expect((await inject('GET', itemPath('FB-260101-ZZZZZZ'), { cookie })).statusCode).toBe(404);
    expect((await inject('POST', replyPath('FB-260101-ZZZZZZ'), { cookie, csrf, body: { message: 'Hello' } })).statusCode).toBe(404);
    await noMailSince();
    expect(await env.database.db.selectFrom('feedback_state').selectAll().where('receipt', 'in', ['FB-260501-DDDDDD', 'FB-260101-ZZZZZZ']).execute()).toEqual(
      [],
    );
  });

  it('lists fraud reports, opens one (audited) and closes it, writing to nobody', async () => {
    const report = (receipt: string, receivedAt: string, description: string) => ({
      receipt,
      received_at: receivedAt,
      page: '/report-fraud',
      token_nonce: `nonce-${receipt}`,
      parcel_id: '292233445566778',
      address: '12 ORANGE ST',
      reason: 'Rented out',
      description,
      reporter_name: '',
      reporter_email: 'tipster@example.com',
      reporter_phone: '',
    });
    await env.database.db
      .insertInto('fraud_reports')
      .values([
        report('HF-260601-AAAAAA', '2026-06-01T10:00:00.000Z', 'The owner lives in Ohio.'),
        report('HF-260602-BBBBBB', '2026-06-02T10:00:00.000Z', 'Rented all year.'),
      ])
      .execute();
    const listPath = API.staffFraudList.path;
    const fraudItem = (id: string) => API.staffFraudItem.path.replace(':id', id);
    const closePath = (id: string) => API.staffFraudClose.path.replace(':id', id);
    const queuedBefore = (await env.database.db.selectFrom('mail_queue').select('dedupe_key').execute()).length;

    expect((await inject('GET', listPath)).statusCode).toBe(401);
    expect((await inject('POST', closePath('HF-260601-AAAAAA'), { body: {} })).statusCode).toBe(401);
    const other = await signedIn('ex@office.example', ['exemptions']);
    expect((await inject('GET', fraudItem('HF-260601-AAAAAA'), other)).statusCode).toBe(403);
    expect((await inject('POST', closePath('HF-260601-AAAAAA'), { ...other, body: {} })).statusCode).toBe(403);

    const { cookie, csrf } = await signedIn('cs3@office.example', ['customer-service']);
    const open = (await inject('GET', `${listPath}?state=open&q=ohio`, { cookie })).json();
    expect(open.items.map((i: { receipt: string }) => i.receipt)).toEqual(['HF-260601-AAAAAA']);
    const viewed = await inject('GET', fraudItem('HF-260601-AAAAAA'), { cookie });
    expect(viewed.json()).toMatchObject({ description: 'The owner lives in Ohio.', reporterEmail: 'tipster@example.com', state: 'open' });
    const closed = await inject('POST', closePath('HF-260601-AAAAAA'), { cookie, csrf, body: {} });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ state: 'closed', closedBy: 'cs3@office.example' });
    const actions = await env.database.db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('actor', '=', 'cs3@office.example')
      .where('action', 'like', 'fraud.%')
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'fraud.view', subject: 'HF-260601-AAAAAA' },
      { action: 'fraud.close', subject: 'HF-260601-AAAAAA' },
    ]);
    const stillOpen = (await inject('GET', `${listPath}?state=open`, { cookie })).json();
    expect(stillOpen.items.map((i: { receipt: string }) => i.receipt)).toEqual(['HF-260602-BBBBBB']);
    expect((await inject('GET', `${listPath}?state=closed`, { cookie })).json().items.map((i: { receipt: string }) => i.receipt)).toEqual(['HF-260601-AAAAAA']);
    expect((await inject('GET', `${listPath}?state=answered`, { cookie })).json().field).toBe('state');
    expect((await inject('GET', fraudItem('HF-260101-ZZZZZZ'), { cookie })).statusCode).toBe(404);
    expect((await inject('POST', closePath('HF-260101-ZZZZZZ'), { cookie, csrf, body: {} })).statusCode).toBe(404);
    expect((await env.database.db.selectFrom('mail_queue').select('dedupe_key').execute()).length).toBe(queuedBefore);
  });
});
