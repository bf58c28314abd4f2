import { describe, expect, it } from 'vitest';
import {
  emptyReportFraudForm,
  reportFraudFormSchema,
  reportFraudMessages as r,
  reportFraudPayloadSchema,
  type ReportFraudFormValues,
} from '../src/report-fraud.ts';

function validReport(overrides: Partial<ReportFraudFormValues> = {}): ReportFraudFormValues {
  return {
    ...emptyReportFraudForm(),
    Address: '742 Evergreen Ter, Orlando',
    Reason: 'The property is rented out',
    Description: 'A moving company brought new tenants in March; the owners live in Georgia.',
    ...overrides,
  };
}

function firstError(values: unknown) {
  const result = reportFraudFormSchema.safeParse(values);
  return result.success ? null : { field: String(result.error.issues[0]!.path[0]), message: result.error.issues[0]!.message };
}

describe('homestead fraud report rules', () => {
  it('accepts a report with an address or a parcel id, and no contact details', () => {
    expect(firstError(validReport())).toBeNull();
    expect(firstError(validReport({ Address: '', ParcelId: '35-20-27-6645-00-001' }))).toBeNull();
  });

  it('needs the parcel id or the address', () => {
    expect(firstError(validReport({ Address: '', ParcelId: '' }))).toEqual({ field: 'ParcelId', message: r.property });
  });

  it.each([
    ['ParcelId', '3520', r.parcelId],
    ['Address', 'x'.repeat(201), r.address],
    ['Address', '<b>1 Main</b>', r.address],
    ['Reason', '', r.reason],
    ['Reason', 'Something else', r.reason],
    ['Description', '', r.description],
    ['Description', 'x'.repeat(2_001), r.description],
    ['Description', 'see {this}', r.description],
    ['ReporterName', 'x'.repeat(101), r.name],
    ['ReporterEmail', 'nobody', r.email],
    ['ReporterPhone', '555', r.phone],
  ] as const)('%s = %j answers its message', (field, value, message) => {
    expect(firstError(validReport({ [field]: value }))).toEqual({ field, message });
  });

  it('accepts optional contact details when they are well formed', () => {
    expect(firstError(validReport({ ReporterName: 'A Neighbor', ReporterEmail: 'n@example.com', ReporterPhone: '4075550100' }))).toBeNull();
  });

  it('the wire schema applies the same rules and needs the form token', () => {
    expect(reportFraudPayloadSchema.safeParse({ ...validReport(), FormToken: 't' }).success).toBe(true);
    expect(reportFraudPayloadSchema.safeParse({ ...validReport({ Description: '' }), FormToken: 't' }).error?.issues[0]).toMatchObject({
      path: ['Description'],
      message: r.description,
    });
    expect(reportFraudPayloadSchema.safeParse(validReport()).error?.issues[0]?.path).toEqual(['FormToken']);
  });
});

describe('every problem at once', () => {
  it('reports the missing property together with the other missing fields', () => {
    const result = reportFraudFormSchema.safeParse(emptyReportFraudForm());
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['Description', 'ParcelId', 'Reason']);
  });
});
