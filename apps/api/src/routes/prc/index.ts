import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  generalInfoQuery,
  pidQuery,
  pidYearAllQuery,
  pidYearQuery,
  prcBuildingSchema,
  prcCertifiedTaxSchema,
  prcExemptionSchema,
  prcFeatureSchema,
  prcGeneralInfoSchema,
  prcLandSchema,
  prcNearbySaleSchema,
  prcNonAdValoremSchema,
  prcSaleSchema,
  prcStatsSchema,
  prcTotalTaxesSchema,
  prcValueSchema,
  refreshDateSchema,
} from '@county/shared/cards';
import { anyQueryCase, sendCacheable } from '../../cards/http-cache.ts';
import { buildings, exemptions, features, generalInfo, land, propertyValues, sales, stats } from '../../cards/parcel.ts';
import { nearbySales } from '../../cards/nearby-sales.ts';
import { nonAdValorem, parcelCertifiedTaxes, totalTaxes } from '../../cards/taxes.ts';
import { rollFacts, taxYearOrNone } from '../../cards/roll.ts';
import { resolveCardPid } from '../../cards/resolve-parcel-id.ts';
import { OFFICE_FIELDS, OFFICE_TAG, officeDescription } from '../office-doc.ts';
import { officeFeatureRoutes } from './office-features.ts';
import { API } from '@county/shared/api/paths';

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
      schema: {
        tags: officeTags,
        summary: 'Header of the property card: owner, addresses, use code, legal description',
        description: officeDescription(OFFICE_FIELDS.generalInfo),
        querystring: generalInfoQuery,
        response: { 200: prcGeneralInfoSchema },
      },
    },
    async (request, reply) => sendCacheable(request, reply, await generalInfo(db(), await resolveCardPid(db(), request.query.pid, 'pid'))),
  );

  app.get(
    API.prcStats.path,
    {
      preValidation: pidOnly,
      schema: {
        tags: officeTags,
        summary: 'Parcel statistics: land area, buildings, living area, year built',
        description: officeDescription(['parcelId', 'and the statistics of the parcel (an object the office does not itemise)']),
        querystring: pidQuery,
        response: { 200: prcStatsSchema },
      },
    },
    async (request, reply) => sendCacheable(request, reply, await stats(db(), await resolveCardPid(db(), request.query.PID))),
  );

  app.get(
    API.prcPropertyValues.path,
    {
      preValidation: pidYear,
      schema: {
        tags: officeTags,
        summary: 'Values by tax year (TaxYear 0 = current; ShowAllFlag 1 = every year, newest first)',
        description: officeDescription(OFFICE_FIELDS.values),
        querystring: pidYearAllQuery,
        response: { 200: z.array(prcValueSchema) },
      },
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
      schema: {
        tags,
        summary: 'Exemptions by tax year (TaxYear 0 = current; ShowAllFlag 1 = every year)',
        querystring: pidYearAllQuery,
        response: { 200: z.array(prcExemptionSchema) },
      },
    },
    async (request, reply) => {
      const { PID, TaxYear, ShowAllFlag } = request.query;
      const pid = await resolveCardPid(db(), PID);
      return sendCacheable(request, reply, await exemptions(db(), pid, await year(TaxYear), ShowAllFlag === '1'));
    },
  );

  app.get(
    API.prcCertifiedTaxes.path,
    {
      preValidation: pidYear,
      schema: {
        tags: officeTags,
        summary: 'Ad valorem taxes by taxing authority: millage x taxable value (school levies use the school taxable value)',
        description: officeDescription(OFFICE_FIELDS.certifiedTaxes),
        querystring: pidYearQuery,
        response: { 200: z.array(prcCertifiedTaxSchema) },
      },
    },
    async (request, reply) => {
      const pid = await resolveCardPid(db(), request.query.PID);
      return sendCacheable(request, reply, await parcelCertifiedTaxes(db(), pid, await year(request.query.TaxYear)));
    },
  );

  app.get(
    API.prcNonAdValorem.path,
    {
      preValidation: pidYear,
      schema: {
        tags: officeTags,
        summary: 'Non-ad valorem assessments (solid waste, street lighting ...)',
        description: officeDescription(OFFICE_FIELDS.nonAdValorem),
        querystring: pidYearQuery,
        response: { 200: z.array(prcNonAdValoremSchema) },
      },
    },
    async (request, reply) => {
      const pid = await resolveCardPid(db(), request.query.PID);
      return sendCacheable(request, reply, await nonAdValorem(db(), pid, await year(request.query.TaxYear)));
    },
  );

  app.get(
    API.prcTotalTaxes.path,
    {
      preValidation: pidYear,
      schema: {
        tags: officeTags,
        summary: 'Total taxes: ad valorem plus non-ad valorem (taxYear 0 when the roll has no data for the year)',
        description: officeDescription(OFFICE_FIELDS.totalTaxes),
        querystring: pidYearQuery,
        response: { 200: prcTotalTaxesSchema },
      },
    },
    async (request, reply) => {
      const pid = await resolveCardPid(db(), request.query.PID);
      return sendCacheable(request, reply, await totalTaxes(db(), pid, await year(request.query.TaxYear)));
    },
  );

  const lists = [
    { path: API.prcLand.path, summary: 'Land lines', schema: prcLandSchema, read: land, office: false },
    { path: API.prcBuildings.path, summary: 'Buildings: year built, areas, beds, baths, construction', schema: prcBuildingSchema, read: buildings, office: false },
    { path: API.prcFeatures.path, summary: 'Extra features (pools, docks, paving ...)', schema: prcFeatureSchema, read: features, office: false },
    { path: API.prcSales.path, summary: 'Sales history, newest first', schema: prcSaleSchema, read: sales, office: true },
    {
      path: API.prcNearbySales.path,
      summary: 'Comparable sales: recent qualified sales of similar parcels in the same subdivision or neighborhood',
      schema: prcNearbySaleSchema,
      read: nearbySales,
      office: false,
    },
  ] as const;
  for (const list of lists) {
    app.get(
      list.path,
      {
        preValidation: pidOnly,
        schema: {
          tags: list.office ? officeTags : tags,
          summary: list.summary,
          ...(list.office ? { description: officeDescription(OFFICE_FIELDS.sales) } : {}),
          querystring: pidQuery,
          response: { 200: z.array(list.schema) },
        },
      },
      async (request, reply) => sendCacheable(request, reply, await list.read(db(), await resolveCardPid(db(), request.query.PID))),
    );
  }

  app.get(
    API.systemRefreshDate.path,
    {
      schema: {
        tags: officeTags,
        summary: 'The date the roll was last refreshed (YYYY-MM-DD)',
        description: officeDescription(['refreshDate']),
        response: { 200: refreshDateSchema },
      },
    },
    async (request, reply) => sendCacheable(request, reply, { refreshDate: (await rollFacts(db())).refreshDate }),
  );

  await officeFeatureRoutes(app);
}
