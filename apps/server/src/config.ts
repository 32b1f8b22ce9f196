import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from './db/connection.ts';

/** Everything the server needs from its environment, validated once at start. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /** HMAC key for preview tokens. */
  secret: string;
  /** The host name tenants live under: `localhost` serves the default tenant, `<site>.localhost` each tenant. */
  appHost: string;
  defaultTenant: string;
  /**
   * PUBLIC_ORIGIN's scheme and port: what visitors type, behind any proxy. Absolute URLs the server
   * writes (link previews, oEmbed) are this scheme, the tenant's own host name and this port
   * (tenancy/public-origin.ts). Absent: http (https when a trusted proxy says so) and the port the
   * checked Host header named.
   */
  publicOrigin?: { scheme: 'http' | 'https'; port: number | null };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The built web app (`apps/web/dist`): static files, index.html and locales. */
  webDistDir: string;
  /** Uploaded and generated media, served at `/media/`. */
  mediaDir: string;
  /** Per client IP per minute (docs/forms.md); defaults 10 and 60 when absent. */
  rateLimits?: { submissionsPerMinute: number; eventBatchesPerMinute: number };
  /** `npm start` generates and imports the demo tenants (tools/demo-content) before serving (DEMO_CONTENT, default true). */
  demoContent?: boolean;
  /** REDIS_URL: rate limits shared by every instance (docs/deploy.md); absent, each process counts alone. */
  redis?: { url: string; keyPrefix: string };
  /** TRUST_PROXY: Fastify's `trustProxy` (true, a hop count, or addresses/CIDRs); default false. */
  trustProxy?: boolean | number | string[];
  /** METRICS_PORT: Prometheus text on `/metrics` on this port only; absent, no metrics are collected. */
  metricsPort?: number;
  /** Time limits on a request (defaults in `requestTimeouts`); a request not fully received in time is answered 408. */
  timeouts?: RequestTimeouts;
  /** ANALYTICS_RETENTION_MONTHS: analytics events older than this are deleted (default 13, docs/privacy.md). */
  analyticsRetentionMonths?: number;
  /**
   * Whether this instance rolls up insights in the background (default true, docs/insights.md);
   * server tests turn it off except where they test it, so no catch-up runs beside their assertions.
   */
  insightsRollups?: boolean;
  /** How long a tenant lookup is reused (default 1 s, see tenancy/tenant-resolver.ts); tests set it longer. */
  tenantCacheTtlMs?: number;
}

export interface RequestTimeouts {
  /** The whole request, headers and body (REQUEST_TIMEOUT_MS). */
  requestMs: number;
  /** The request's headers (HEADERS_TIMEOUT_MS); at most requestMs. */
  headersMs: number;
  /** A kept-alive connection waiting for its next request. */
  keepAliveMs: number;
  /** A socket with no traffic at all. */
  idleMs: number;
}

export const defaultTimeouts: RequestTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const hostNamePattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'HOST must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  SECRET: z.string().min(32, 'SECRET must be at least 32 characters (or unset to generate one)').optional(),
  APP_HOST: z
    .string()
    .transform((value) => value.toLowerCase())
    .refine(
      (value) => hostNamePattern.test(value),
      'APP_HOST must be a host name such as localhost or tours.example.org',
    )
    .default('localhost'),
  PUBLIC_ORIGIN: z
    .string()
    .refine(isPlainOrigin, 'PUBLIC_ORIGIN must be an origin such as https://tours.example.org (no path)')
    .optional(),
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9_-]+$/, 'DEFAULT_TENANT must be a schema name (lowercase letters, digits, - and _)')
    .default('northfield'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DEMO_CONTENT: z
    .enum(['true', 'false', '1', '0'], { error: 'DEMO_CONTENT must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .default(true),
  SUBMISSIONS_PER_MINUTE: z.coerce
    .number({ error: 'SUBMISSIONS_PER_MINUTE must be a number' })
    .int('SUBMISSIONS_PER_MINUTE must be a whole number')
    .min(1, 'SUBMISSIONS_PER_MINUTE must be at least 1')
    .default(10),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'REQUEST_TIMEOUT_MS must be a number' })
    .int('REQUEST_TIMEOUT_MS must be a whole number of milliseconds')
    .min(100, 'REQUEST_TIMEOUT_MS must be at least 100')
    .default(defaultTimeouts.requestMs),
  HEADERS_TIMEOUT_MS: z.coerce
    .number({ error: 'HEADERS_TIMEOUT_MS must be a number' })
    .int('HEADERS_TIMEOUT_MS must be a whole number of milliseconds')
    .min(100, 'HEADERS_TIMEOUT_MS must be at least 100')
    .default(defaultTimeouts.headersMs),
  EVENT_BATCHES_PER_MINUTE: z.coerce
    .number({ error: 'EVENT_BATCHES_PER_MINUTE must be a number' })
    .int('EVENT_BATCHES_PER_MINUTE must be a whole number')
    .min(1, 'EVENT_BATCHES_PER_MINUTE must be at least 1')
    .default(60),
  ANALYTICS_RETENTION_MONTHS: z.coerce
    .number({ error: 'ANALYTICS_RETENTION_MONTHS must be a number' })
    .int('ANALYTICS_RETENTION_MONTHS must be a whole number of months')
    .min(1, 'ANALYTICS_RETENTION_MONTHS must be at least 1')
    .default(13),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\/.+/.test(value), 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('meridian:'),
  TRUST_PROXY: z
    .string()
    .transform((value): boolean | number | string[] => {
      if (value === 'true' || value === 'false') return value === 'true';
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((address) => address.trim());
    })
    .default(false),
  METRICS_PORT: z.coerce
    .number({ error: 'METRICS_PORT must be a number' })
    .int('METRICS_PORT must be a whole number')
    .min(0, 'METRICS_PORT must be between 0 and 65535')
    .max(65535, 'METRICS_PORT must be between 0 and 65535')
    .optional(),
});

function isPlainOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** PUBLIC_ORIGIN (already a plain origin) → scheme and port; its host must be APP_HOST. */
function publicOriginOf(value: string | undefined, appHost: string): AppConfig['publicOrigin'] {
  if (value === undefined) return undefined;
  const url = new URL(value);
  if (url.hostname !== appHost) {
    throw new ConfigError([`PUBLIC_ORIGIN's host (${url.hostname}) must be APP_HOST (${appHost})`]);
  }
  return { scheme: url.protocol === 'https:' ? 'https' : 'http', port: url.port === '' ? null : Number(url.port) };
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * Reads and validates the environment. Every problem is reported at once, each
 * naming its variable. When SECRET is unset a random one is generated on first
 * start and kept in DATA_DIR/secret (mode 600), so preview links survive restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = issue.path.join('.');
        return issue.message.startsWith(variable) ? issue.message : `${variable}: ${issue.message}`;
      }),
    );
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'meridian.sqlite') },
    secret: values.SECRET ?? readOrCreateSecret(dataDir),
    appHost: values.APP_HOST,
    ...(values.PUBLIC_ORIGIN === undefined
      ? {}
      : { publicOrigin: publicOriginOf(values.PUBLIC_ORIGIN, values.APP_HOST) }),
    defaultTenant: values.DEFAULT_TENANT,
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : defaultWebDist,
    mediaDir: path.join(dataDir, 'media'),
    rateLimits: {
      submissionsPerMinute: values.SUBMISSIONS_PER_MINUTE,
      eventBatchesPerMinute: values.EVENT_BATCHES_PER_MINUTE,
    },
    demoContent: values.DEMO_CONTENT,
    analyticsRetentionMonths: values.ANALYTICS_RETENTION_MONTHS,
    ...(values.REDIS_URL ? { redis: { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX } } : {}),
    trustProxy: values.TRUST_PROXY,
    ...(values.METRICS_PORT === undefined ? {} : { metricsPort: values.METRICS_PORT }),
    timeouts: {
      ...defaultTimeouts,
      requestMs: values.REQUEST_TIMEOUT_MS,
      headersMs: Math.min(values.HEADERS_TIMEOUT_MS, values.REQUEST_TIMEOUT_MS),
    },
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
