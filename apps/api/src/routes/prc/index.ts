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
import { resolveTaxYear, rollFacts } from '../../cards/roll.ts';

// The property card's endpoints, at the paths and with the parameter names of the office's public
// API (api/PRC/..., api/Parcel/GetSystemRefreshDate). PID takes a parcel id in either order.

const tags = ['property card'];

export async function prcRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database;
  const pidOnly = anyQueryCase(['PID']);
  const pidYear = anyQueryCase(['PID', 'TaxYear', 'ShowAllFlag']);

  app.get(
    '/api/PRC/GetPRCGeneralInfo',
    {
      preValidation: anyQueryCase(['pid']),
      schema: { tags, summary: 'Header of the property card: owner, addresses, use code, legal description', querystring: generalInfoQuery, response: { 200: prcGeneralInfoSchema } },
    },
    async (request, reply) => sendCacheable(request, reply, await generalInfo(db(), request.query.pid)),
  );

  app.get(
    '/api/PRC/GetPRCStats',
    {
      preValidation: pidOnly,
      schema: { tags, summary: 'Parcel statistics: land area, buildings, living area, year built', querystring: pidQuery, response: { 200: prcStatsSchema } },
    },
    async (request, reply) => sendCacheable(request, reply, await stats(db(), request.query.PID)),
  );

  app.get(
    '/api/PRC/GetPRCPropertyValues',
    {
      preValidation: pidYear,
      schema: {
        tags,
        summary: 'Values by tax year (TaxYear 0 = current; ShowAllFlag 1 = every year, newest first)',
        querystring: pidYearAllQuery,
        response: { 200: z.array(prcValueSchema) },
      },
    },
    async (request, reply) => {
      const { PID, TaxYear, ShowAllFlag } = request.query;
      const year = await resolveTaxYear(db(), TaxYear);
      return sendCacheable(request, reply, await propertyValues(db(), PID, year, ShowAllFlag === '1'));
    },
  );

  app.get(
    '/api/PRC/GetPRCExemptions',
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
      const year = await resolveTaxYear(db(), TaxYear);
      return sendCacheable(request, reply, await exemptions(db(), PID, year, ShowAllFlag === '1'));
    },
  );

  app.get(
    '/api/PRC/GetPRCCertifiedTaxes',
    {
      preValidation: pidYear,
      schema: {
        tags,
        summary: 'Ad valorem taxes by taxing authority: millage x taxable value (school levies use the school taxable value)',
        querystring: pidYearQuery,
        response: { 200: z.array(prcCertifiedTaxSchema) },
      },
    },
    async (request, reply) => {
      const year = await resolveTaxYear(db(), request.query.TaxYear);
      return sendCacheable(request, reply, await parcelCertifiedTaxes(db(), request.query.PID, year));
    },
  );

  app.get(
    '/api/PRC/GetPRCNonAdValorem',
    {
      preValidation: pidYear,
      schema: { tags, summary: 'Non-ad valorem assessments (solid waste, street lighting ...)', querystring: pidYearQuery, response: { 200: z.array(prcNonAdValoremSchema) } },
    },
    async (request, reply) => {
      const year = await resolveTaxYear(db(), request.query.TaxYear);
      return sendCacheable(request, reply, await nonAdValorem(db(), request.query.PID, year));
    },
  );

  app.get(
    '/api/PRC/GetPRCTotalTaxes',
    {
      preValidation: pidYear,
      schema: { tags, summary: 'Total taxes: ad valorem plus non-ad valorem', querystring: pidYearQuery, response: { 200: prcTotalTaxesSchema } },
    },
    async (request, reply) => {
      const year = await resolveTaxYear(db(), request.query.TaxYear);
      return sendCacheable(request, reply, await totalTaxes(db(), request.query.PID, year));
    },
  );

  const lists = [
    { path: '/api/PRC/GetPRCLand', summary: 'Land lines', schema: prcLandSchema, read: land },
    { path: '/api/PRC/GetPRCBuildings', summary: 'Buildings: year built, areas, beds, baths, construction', schema: prcBuildingSchema, read: buildings },
    { path: '/api/PRC/GetPRCFeatures', summary: 'Extra features (pools, docks, paving ...)', schema: prcFeatureSchema, read: features },
    { path: '/api/PRC/GetPRCSales', summary: 'Sales history, newest first', schema: prcSaleSchema, read: sales },
    {
      path: '/api/PRC/GetPRCNearbySales',
      summary: 'Comparable sales: recent qualified sales of similar parcels in the same subdivision or neighborhood',
      schema: prcNearbySaleSchema,
      read: nearbySales,
    },
  ] as const;
  for (const list of lists) {
    app.get(
      list.path,
      { preValidation: pidOnly, schema: { tags, summary: list.summary, querystring: pidQuery, response: { 200: z.array(list.schema) } } },
      async (request, reply) => sendCacheable(request, reply, await list.read(db(), request.query.PID)),
    );
  }

  app.get(
    '/api/Parcel/GetSystemRefreshDate',
    { schema: { tags, summary: 'The date the roll was last refreshed (YYYY-MM-DD)', response: { 200: refreshDateSchema } } },
    async (request, reply) => sendCacheable(request, reply, { refreshDate: (await rollFacts(db())).refreshDate }),
  );
}
