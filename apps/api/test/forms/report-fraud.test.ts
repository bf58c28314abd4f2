import { expect, it } from 'vitest';
import { reportFraudMessages as r } from '@county/shared/report-fraud';
import { guardMessages } from '../../src/forms/guard.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';
import { countRows, freshClient, pastToken, post } from './helpers.ts';

const URL = '/api/ReportFraud/AddReport';

describeEachDatabase('homestead fraud reports', (t) => {
  const env = setUpTestApp(t);

  const report = async (extra: Record<string, unknown> = {}) => ({
    ParcelId: '35-20-27-6645-00-001',
    Address: '',
    Reason: 'The property is rented out',
    Description: 'Tenants have lived there since 2024; the owner lives in Ohio.',
    FormToken: await pastToken(env.database, 'report-fraud'),
    Page: '/report-fraud',
    ...extra,
  });

  it('stores an anonymous report with a receipt', async () => {
    expect((await env.app.inject('/api/ReportFraud/GetFormToken')).json().token).toMatch(/^report-fraud\./);
    const res = await post(env.app, URL, await report());
    expect(res.statusCode).toBe(201);
    expect(res.json().receipt).toMatch(/^HF-\d{6}-[A-Z2-9]{6}$/);
    const row = await env.database.db.selectFrom('fraud_reports').selectAll().where('receipt', '=', res.json().receipt).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      parcel_id: '35-20-27-6645-00-001',
      reporter_name: '',
      reporter_email: '',
      page: '/report-fraud',
      reason: 'The property is rented out',
    });
  });

  it('stores optional contact details when given', async () => {
    const res = await post(
      env.app,
      URL,
      await report({ ParcelId: '', Address: '9 Lake Dr', ReporterName: 'A Neighbor', ReporterEmail: 'n@example.com', ReporterPhone: '4075550123' }),
    );
    expect(res.statusCode).toBe(201);
    const row = await env.database.db.selectFrom('fraud_reports').selectAll().where('receipt', '=', res.json().receipt).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ address: '9 Lake Dr', reporter_name: 'A Neighbor', reporter_email: 'n@example.com', reporter_phone: '4075550123' });
  });

  it.each([
    [{ ParcelId: '', Address: '' }, 'ParcelId', r.property],
    [{ ParcelId: '123' }, 'ParcelId', r.parcelId],
    [{ Address: 'x'.repeat(201) }, 'Address', r.address],
    [{ Reason: 'Because' }, 'Reason', r.reason],
    [{ Description: '' }, 'Description', r.description],
    [{ Description: 'a'.repeat(2_001) }, 'Description', r.description],
    [{ ReporterEmail: 'bad' }, 'ReporterEmail', r.email],
    [{ ReporterPhone: '12' }, 'ReporterPhone', r.phone],
  ])('answers 400 for %j naming %s, and stores nothing', async (change, field, message) => {
    const before = await countRows(env.database, 'fraud_reports');
    const res = await post(env.app, URL, await report(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toContain(message);
    expect(await countRows(env.database, 'fraud_reports')).toBe(before);
  });

  it('shares the guard: expired token 410, feedback token 400, honeypot 400, rate limit 429 counting only checked reports', async () => {
    const before = await countRows(env.database, 'fraud_reports');
    expect((await post(env.app, URL, await report({ FormToken: await pastToken(env.database, 'report-fraud', 3 * 3_600_000) }))).statusCode).toBe(410);
    const foreign = await post(env.app, URL, await report({ FormToken: await pastToken(env.database, 'feedback') }));
    expect(foreign.json()).toMatchObject({ statusCode: 400, message: guardMessages.invalidToken });
    expect((await post(env.app, URL, await report({ Website: 'x' }))).statusCode).toBe(400);
    expect(await countRows(env.database, 'fraud_reports')).toBe(before);
    const client = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(env.app, URL, await report({ Description: '' }), client)).statusCode);
    for (let i = 0; i < 6; i++) statuses.push((await post(env.app, URL, await report(), client)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 201, 201, 201, 201, 201, 429]);
  });
});
