import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_MAIL_FROM, parseMailFrom, smtpUrlSchema } from './integrations/mail/mail-settings.js';
import { parseS3Url, type S3Settings } from './integrations/files/s3-url.js';

/**
 * The repository root, from this module's place (apps/api/src under tsx, apps/api/dist under node):
 * relative paths in the settings are read from here, not from the process's working directory, so
 * `npm start` at the root and `npm run seed` inside the API workspace use the same DATA_DIR.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const fromRepoRoot = (path: string) => resolve(REPO_ROOT, path);

/**
 * The only reader of process.env (ARCHITECTURE §7). Every variable is documented in the README;
 * a bad value stops the start with a message naming it.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  GLO_R_URL: z.url().optional(),
  /** File bodies in an S3-compatible bucket (format in integrations/files/s3-url.ts); unset: DATA_DIR/files. */
  S3_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const parsed = parseS3Url(value);
      if (parsed.ok) return parsed.settings;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  /** Outgoing mail through this SMTP server; unset: messages are only kept in the outbox (README). */
  SMTP_URL: smtpUrlSchema.optional(),
  MAIL_FROM: z
    .string()
    .default(DEFAULT_MAIL_FROM)
    .transform((value, ctx) => {
      const parsed = parseMailFrom(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** After how long a campaign recipient claimed by a process that stopped is taken over (README). */
  CAMPAIGN_CLAIM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * scrypt cost (log2 N) of the seeded demo users' shared password only; every password a user sets is
   * hashed at the app's own cost (2^17). The browser tests lower it: they sign in over a hundred times.
   */
  SEED_DEMO_PASSWORD_COST: z.coerce.number().int().min(10).max(20).default(17),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Where the built SPA lives; served by the API in production. */
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string | undefined;
  gloRUrl: string | undefined;
  /** Set: files go to this S3-compatible bucket instead of `$DATA_DIR/files`. */
  s3: S3Settings | undefined;
  /** Set: mail goes to this SMTP server; unset: it is kept in the outbox only. */
  smtpUrl: string | undefined;
  /** The From of every message: `Name <address>` or an address. */
  mailFrom: string;
  logLevel: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  dbPoolSize: number;
  /** A campaign recipient claimed longer ago than this by a process that stopped is taken over. */
  campaignClaimTimeoutSeconds: number;
  seedDemoData: boolean;
  /** scrypt log2 N of the demo users' password hash (seeding only). */
  seedDemoPasswordCost: number;
  /** Behind a reverse proxy: take the client's protocol and address from X-Forwarded-*. */
  trustProxy: boolean;
  webDistDir: string | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: fromRepoRoot(e.DATA_DIR),
    publicUrl: e.PUBLIC_URL,
    gloRUrl: e.GLO_R_URL,
    s3: e.S3_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    dbPoolSize: e.DB_POOL_SIZE,
    campaignClaimTimeoutSeconds: e.CAMPAIGN_CLAIM_TIMEOUT_SECONDS,
    seedDemoData: e.SEED_DEMO_DATA,
    seedDemoPasswordCost: e.SEED_DEMO_PASSWORD_COST,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ? fromRepoRoot(e.WEB_DIST_DIR) : undefined,
  };
}
