import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  settingsListQuerySchema,
  testCreditsBodySchema,
  testCreditsPageSchema,
  testCreditsRowSchema,
} from '@talent-desk/shared';
import { auditContextOf } from '../../../lib/audit.js';
import * as service from './assessment-credits.service.js';

const params = z.object({ vendorId: z.uuid() });
const config = { permission: 'settings:manage' } as const;
const tags = ['settings'];
const BASE = '/api/settings/test-credits';
const notFound = { 404: apiErrorSchema.describe("'Vendor not found': no vendor has this id") };

/** Settings > Test credits (SET-03: test-credits): per vendor, granted and used. ADMIN only (SET-01). */
export async function assessmentCreditsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    BASE,
    {
      config,
      schema: {
        tags,
        summary: 'List vendors with their test credits (Settings)',
        description:
          "Paged (page, size 5/15/25/50/100), ordered and searched by vendor name. `used`: the vendor's candidates whose assessment was sent (Not Initiated, Completed, Expired); `remaining` = granted − used; `exhausted` when at or over the grant.",
        querystring: settingsListQuerySchema,
        response: { 200: testCreditsPageSchema },
      },
    },
    async (request) => service.listTestCredits(db, request.query),
  );
  routes.get(
    `${BASE}/:vendorId`,
    {
      config,
      schema: {
        tags,
        summary: "Read a vendor's test credits",
        params,
        response: { 200: testCreditsRowSchema, ...notFound },
      },
    },
    async (request) => service.readTestCredits(db, request.params.vendorId),
  );
  routes.put(
    `${BASE}/:vendorId`,
    {
      config,
      schema: {
        tags,
        summary: "Set a vendor's granted test credits",
        description:
          'The body names the `version` it read: a stale one (another ADMIN saved meanwhile) is a 409. A grant below the used credits is a 400 naming `granted`.',
        params,
        body: testCreditsBodySchema.meta({ examples: [{ granted: 40, version: 3 }] }),
        response: {
          200: testCreditsRowSchema,
          400: apiErrorSchema.describe(
            "'Granted credits cannot be less than the 12 already used' (field granted)",
          ),
          ...notFound,
          409: apiErrorSchema.describe("'Someone else changed these credits meanwhile...' (stale version)"),
        },
      },
    },
    async (request) =>
      service.updateTestCredits(db, auditContextOf(request), request.params.vendorId, request.body),
  );
}
