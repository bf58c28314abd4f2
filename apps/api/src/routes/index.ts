import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadContent } from '../content/store.ts';
import { ChatEngine } from '../chat/engine.ts';
import { loadKnowledgeBase } from '../chat/knowledge-base.ts';
import { healthRoutes } from './system/health.ts';
import { loggerRoutes } from './system/logger.ts';
import { sitemapRoutes } from './system/sitemap.ts';
import { chatRoutes } from './chat/process-message.ts';
import { contentRoutes } from './content/content.ts';
import { securityRoutes } from './security/security.ts';
import { codeTableRoutes } from './code-tables/code-tables.ts';
import { listingRoutes } from './listings/listings.ts';
import { prcRoutes } from './prc/index.ts';
import { tangibleCardRoutes } from './tangible-card/index.ts';
import { toolRoutes } from './tools/index.ts';
import { feedbackRoutes } from './feedback/feedback.ts';
import { reportFraudRoutes } from './report-fraud/report-fraud.ts';
import { analyticsRoutes } from './analytics/analytics.ts';
import { searchRoutes } from './search/index.ts';
import { downloadRoutes } from './downloads/downloads.ts';
import { trimRoutes } from './trim/index.ts';
import { statisticsRoutes } from './statistics/statistics.ts';
import { ownerAlertRoutes } from './owner-alerts/index.ts';
import { mapRoutes } from './map/index.ts';
import { parcelGeometryRoutes } from './parcel-geometry/index.ts';
import { staffRoutes } from './staff/index.ts';
import { staffQueueRoutes } from './staff/queue.ts';

/** Every route module of the API. A feature adds its own line. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  // Read once and shared: the content routes serve the pages, the assistant answers from its topics,
  // and the search box finds both (its 'Pages' group) without a second index.
  app.decorate('content', loadContent(app.config.contentDir, app.config.site));
  app.decorate('assistant', new ChatEngine(loadKnowledgeBase(join(app.config.contentDir, 'assistant'))));
  await app.register(healthRoutes);
  await app.register(loggerRoutes);
  await app.register(sitemapRoutes);
  await app.register(chatRoutes);
  await app.register(contentRoutes);
  await app.register(securityRoutes);
  await app.register(codeTableRoutes);
  await app.register(listingRoutes);
  await app.register(prcRoutes);
  await app.register(tangibleCardRoutes);
  await app.register(toolRoutes);
  await app.register(feedbackRoutes);
  await app.register(reportFraudRoutes);
  await app.register(analyticsRoutes);
  await app.register(searchRoutes);
  await app.register(downloadRoutes);
  await app.register(trimRoutes);
  await app.register(statisticsRoutes);
  await app.register(ownerAlertRoutes);
  await app.register(mapRoutes);
  await app.register(parcelGeometryRoutes);
  await app.register(staffRoutes);
  await app.register(staffQueueRoutes);
}
