import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { anyQueryCase } from '../any-query-case.ts';
import { sendCacheable } from '../cacheable-json.ts';
import { buildings, exemptions, features, generalInfo, land, propertyValues, sales, stats } from '../../cards/parcel.ts';
import { nearbySales } from '../../cards/nearby-sales.ts';
import { accountsAtParcel } from '../../cards/accounts-at-parcel.ts';
import { nonAdValorem, parcelCertifiedTaxes, totalTaxes } from '../../cards/taxes.ts';
import { rollFacts, taxYearOrNone } from '../../cards/roll.ts';
import { resolveCardPid } from '../../cards/resolve-parcel-id.ts';
import { OFFICE_FIELDS, OFFICE_TAG, officeDescription } from '../office-doc.ts';
import { officeFeatureRoutes } from './office-features.ts';
import { PRC_PID_LIST_NAMES, type PrcPidList } from '@county/shared/api/contract';
import { API } from '@county/shared/api/paths';
import { contractSchema } from '../contract-schema.ts';

// The property card's endpoints, at the paths and with the parameter names of the office's public
// API (api/PRC/..., api/Parcel/GetSystemRefreshDate). PID takes a parcel id in any form; the roll
// decides an id that reads validly in both orders (resolveCardPid). A TaxYear the roll has no data
// for answers an empty list (or a total with taxYear 0), as the office's does.

const tags = ['property card'];
const officeTags = [OFFICE_TAG, ...tags];

export async function prcRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database;
  const pidOnly = anyQueryCase(['PID']);
  const pidYear = anyQueryCase(['PID', 'TaxYear', 'ShowAllFlag']);
  const year = (taxYear: number) => taxYearOrNone(db(), taxYear);

  app.get(
    API.prcGeneralInfo.path,
    {
      preValidation: anyQueryCase(['pid']),
      schema: contractSchema('prcGeneralInfo', {
        tags: officeTags,
        summary: 'Header of the property card: owner, addresses, use code, legal description',
        description: officeDescription(OFFICE_FIELDS.generalInfo),
      }),
    },
    async (request, reply) => sendCacheable(request, reply, await generalInfo(db(), await resolveCardPid(db(), request.query.pid, 'pid'))),
  );

  app.get(
    API.prcStats.path,
    {
      preValidation: pidOnly,
      schema: contractSchema('prcStats', {
        tags: officeTags,
        summary: 'Parcel statistics: land area, buildings, living area, year built',
        description: officeDescription(['parcelId', 'and the statistics of the parcel (an object the office does not itemise)']),
      }),
    },
    async (request, reply) => sendCacheable(request, reply, await stats(db(), await resolveCardPid(db(), request.query.PID))),
  );

  app.get(
    API.prcPropertyValues.path,
    {
      preValidation: pidYear,
      schema: contractSchema('prcPropertyValues', {
        tags: officeTags,
        summary: 'Values by tax year (TaxYear 0 = current; ShowAllFlag 1 = every year, newest first)',
        description: officeDescription(OFFICE_FIELDS.values),
      }),
    },
    async (request, reply) => {
      const { PID, TaxYear, ShowAllFlag } = request.query;
      const pid = await resolveCardPid(db(), PID);
      return sendCacheable(request, reply, await propertyValues(db(), pid, await year(TaxYear), ShowAllFlag === '1'));
    },
  );

  app.get(
    API.prcExemptions.path,
    {
      preValidation: pidYear,
      schema: contractSchema('prcExemptions', { tags, summary: 'Exemptions by tax year (TaxYear 0 = current; ShowAllFlag 1 = every year)' }),
    },
    async (request, reply) => {
      const { PID, TaxYear, ShowAllFlag } = request.query;
      const pid = await resolveCardPid(db(), PID);
      return sendCacheable(request, reply, await exemptions(db(), pid, await year(TaxYear), ShowAllFlag === '1'));
    },
  );

  // The tax answers of one parcel for one tax year, in the office's order.
  const taxes = [
    {
      name: 'prcCertifiedTaxes',
      summary: 'Ad valorem taxes by taxing authority: millage x taxable value (school levies use the school taxable value)',
      fields: OFFICE_FIELDS.certifiedTaxes,
      read: parcelCertifiedTaxes,
    },
    {
      name: 'prcNonAdValorem',
      summary: 'Non-ad valorem assessments (solid waste, street lighting ...)',
      fields: OFFICE_FIELDS.nonAdValorem,
      read: (database: Database, pid: string, taxYear: number | null) => nonAdValorem(database, pid, taxYear, app.config.site.levyingAuthorities),
    },
    {
      name: 'prcTotalTaxes',
      summary: 'Total taxes: ad valorem plus non-ad valorem (taxYear 0 when the roll has no data for the year)',
      fields: OFFICE_FIELDS.totalTaxes,
      read: totalTaxes,
    },
  ] as const;
  for (const tax of taxes) {
    app.get(
      API[tax.name].path,
      {
        preValidation: pidYear,
        schema: contractSchema(tax.name, { tags: officeTags, summary: tax.summary, description: officeDescription(tax.fields) }),
      },
      async (request, reply) => {
        const pid = await resolveCardPid(db(), request.query.PID);
        return sendCacheable(request, reply, await tax.read(db(), pid, await year(request.query.TaxYear)));
      },
    );
  }

  // The lists the contract names as taking a PID alone, each with its summary and its reader.
  const lists = {
    prcLand: { summary: 'Land lines', read: land, office: false },
    prcBuildings: { summary: 'Buildings: year built, areas, beds, baths, construction', read: buildings, office: false },
    prcFeatures: { summary: 'Extra features (pools, docks, paving ...)', read: features, office: false },
    prcSales: { summary: 'Sales history, newest first', read: sales, office: true },
    prcNearbySales: {
      summary: 'Comparable sales: recent qualified sales of similar parcels in the same subdivision or neighborhood',
      read: nearbySales,
      office: false,
    },
    prcTangibleAccounts: { summary: 'Business (tangible personal property) accounts located at the parcel', read: accountsAtParcel, office: false },
  } satisfies Record<PrcPidList, { summary: string; read: (database: Database, pid: string) => Promise<unknown>; office: boolean }>;
  for (const name of PRC_PID_LIST_NAMES) {
    const list = lists[name];
    app.get(
      API[name].path,
      {
        preValidation: pidOnly,
        schema: contractSchema(name, {
          tags: list.office ? officeTags : tags,
          summary: list.summary,
          ...(list.office ? { description: officeDescription(OFFICE_FIELDS.sales) } : {}),
        }),
      },
      async (request, reply) => sendCacheable(request, reply, await list.read(db(), await resolveCardPid(db(), request.query.PID))),
    );
  }

  app.get(
    API.systemRefreshDate.path,
    {
      schema: contractSchema('systemRefreshDate', {
        tags: officeTags,
        summary: 'The date the roll was last refreshed (YYYY-MM-DD)',
        description: officeDescription(['refreshDate']),
      }),
    },
    async (request, reply) => sendCacheable(request, reply, { refreshDate: (await rollFacts(db())).refreshDate }),
  );

  await officeFeatureRoutes(app);
}
