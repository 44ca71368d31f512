import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { securitySettingsSchema } from '@talent-desk/shared';
import { actorAuditOf } from '../../../lib/audit.js';
import * as service from './security-settings.service.js';

const config = { permission: 'settings:manage' } as const;
const tags = ['settings'];
const PATH = '/api/settings/security';

/** Settings > Security (issue 25): who must use two-factor sign-in. ADMIN only. */
export async function securitySettingsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    PATH,
    {
      config,
      schema: {
        tags,
        summary: 'Read who must use two-factor sign-in (Settings > Security)',
        description:
          '`requireTwoFactorForStaff`: ADMIN and TAG users must set up and use an authenticator app; `requireTwoFactorForVendors`: the same for VENDOR users.',
        response: { 200: securitySettingsSchema },
      },
    },
    async () => service.readSecuritySettings(db),
  );

  routes.put(
    PATH,
    {
      config,
      schema: {
        tags,
        summary: 'Set who must use two-factor sign-in',
        description:
          'Recorded as setting.updated with the changes. Sessions already signed in go on; a user who must now use two-factor sign-in is asked to set it up at their next sign-in.',
        body: securitySettingsSchema,
        response: { 200: securitySettingsSchema },
      },
    },
    async (request) => service.updateSecuritySettings(db, actorAuditOf(request), request.body),
  );
}
