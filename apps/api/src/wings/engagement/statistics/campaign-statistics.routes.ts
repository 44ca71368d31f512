import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STATISTICS_LIMITS,
  STATISTICS_MESSAGES,
  campaignStatisticsQuerySchema,
  campaignStatisticsSchema,
} from '@talent-desk/shared';
import { TAGS as tags, idParams, notFound } from '../campaigns/campaigns.docs.js';
import { readCampaignStatistics } from './campaign-statistics.service.js';

const QUERY_DOC = campaignStatisticsQuerySchema.meta({
  description:
    'period DAILY (one point per UTC day), MONTHLY (per UTC month) or ALL_TIME (one total); from and to ' +
    `as YYYY-MM-DD UTC days, both included, at most ${STATISTICS_LIMITS.maxRangeDays} days. ALL_TIME ` +
    "without from and to totals the campaign's whole life. " +
    `A bad day, '${STATISTICS_MESSAGES.toBeforeFrom}' or '${STATISTICS_MESSAGES.rangeTooLong}' is a 400 ` +
    'naming the field.',
});

/** GET /api/campaigns/{id}/statistics (STAT-*): the statistics block of the campaign detail page. */
export async function campaignStatisticsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    '/api/campaigns/:id/statistics',
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: "A campaign's events per day, month or in total (STAT-01, STAT-05, STAT-06)",
        description:
          'EMAIL_SENT, EMAIL_OPENED, SURVEY_OPENED, SURVEY_SUBMITTED and UNSUBSCRIBE_EVENT counted where ' +
          'they happened, in UTC: every type has a point (epochMilli = the bucket start, midnight UTC) for ' +
          'every bucket of the range, 0 when nothing happened. totals add the range up; campaignTotals count ' +
          'every event of the campaign, whenever it happened. openRate = recipients who opened / e-mails ' +
          'sent and responseRate = recipients who submitted / e-mails sent, over the whole campaign ' +
          '(fractions), null while it has sent nothing. ADMIN and TAG read any campaign.',
        params: idParams,
        querystring: QUERY_DOC,
        response: { 200: campaignStatisticsSchema, ...notFound },
      },
    },
    async (request) => readCampaignStatistics(db, request.params.id, request.query),
  );
}
