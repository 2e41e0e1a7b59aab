import path from 'node:path';
import { z } from 'zod';
import { SITE_NAME } from '../shared/constants';
import { MODERATION_MODES } from '../shared/moderation';
import type { Operator } from '../shared/operator';
import { DATABASE_POOLING } from './db/pooling';
import { loadOperator } from './operator/operator-config';

const SAMPLE_DATA_MODES = ['on', 'off'] as const;

export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
export type SampleDataMode = (typeof SAMPLE_DATA_MODES)[number];

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A whole number of milliseconds, at least `min`; a bad value names its variable. */
const milliseconds = (name: string, min: number, fallback: number) => {
  const message = `${name} must be a whole number of milliseconds, ${min} or more`;
  return z.coerce.number({ error: message }).int(message).min(min, message).default(fallback);
};

/** A limit: a whole number, 1 or more; a bad value names its variable. */
const wholeCount = (name: string, fallback: number) => {
  const message = `${name} must be a whole number, 1 or more`;
  return z.coerce.number({ error: message }).int(message).min(1, message).default(fallback);
};

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number()
    .int()
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** A second listener for GET /metrics (Prometheus); unset, none. Never the public port. */
  METRICS_PORT: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'METRICS_PORT must be a port number between 0 and 65535' })
      .int('METRICS_PORT must be a port number between 0 and 65535')
      .min(0, 'METRICS_PORT must be a port number between 0 and 65535')
      .max(65535, 'METRICS_PORT must be a port number between 0 and 65535')
      .optional(),
  ),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** What needs a real session (migrations, LISTEN); default DATABASE_URL. */
  DATABASE_DIRECT_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOLING: z
    .enum(DATABASE_POOLING, { error: 'DATABASE_POOLING must be session or transaction' })
    .default('session'),
  /** Whether start-up loads the sample data into a database that never had it; unset: on only with the embedded database. */
  SAMPLE_DATA: optionalString.pipe(z.enum(SAMPLE_DATA_MODES, 'SAMPLE_DATA must be on or off').optional()),
  /** `off` only for a throwaway embedded database (the e2e tests'): it skips the disk flushes of each commit. */
  EMBEDDED_DATABASE_FSYNC: z.enum(['on', 'off'], 'EMBEDDED_DATABASE_FSYNC must be on or off').default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The address users reach (without a trailing slash); unset, SITE_URL falls back to localhost:PORT. */
  PUBLIC_URL: optionalString.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'PUBLIC_URL must be an http(s) URL such as https://facilitatorhub.example',
      })
      .transform((url) => url.replace(/\/$/, ''))
      .optional(),
  ),
  BETTER_AUTH_SECRET: optionalString.pipe(
    z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
  ),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().default(`${SITE_NAME} <no-reply@facilitatorhub.example>`),
  UPLOADS_DIR: optionalString,
  /** Where the built SPA is; default dist/web. */
  WEB_DIST_DIR: optionalString,
  JSEARCH_API_KEY: optionalString,
  JSEARCH_BASE_URL: z.url('JSEARCH_BASE_URL must be a URL').default('https://jsearch.p.rapidapi.com'),
  JSEARCH_HOST: z.string().trim().default('jsearch.p.rapidapi.com'),
  /** One call to the provider; tests use a short one. */
  JSEARCH_TIMEOUT_MS: milliseconds('JSEARCH_TIMEOUT_MS', 1, 8_000),
  /** The European Central Bank's daily reference rates, fetched hourly; empty: never fetched (the admin's rates alone). */
  ECB_RATES_URL: z
    .string()
    .trim()
    .default(ECB_DAILY_RATES_URL)
    .pipe(
      z.union([
        z.literal(''),
        z.url({
          protocol: /^https?$/,
          error: 'ECB_RATES_URL must be an http(s) URL, or empty to fetch no rates',
        }),
      ]),
    ),
  ECB_RATES_TIMEOUT_MS: milliseconds('ECB_RATES_TIMEOUT_MS', 1, 10_000),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /** Multiplies the sign-in/sign-up/reset limits; only test environments raise it. */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().positive().max(1000).default(1),
  ACCESS_REQUESTS_PER_HOUR: z.coerce
    .number()
    .int()
    .positive('ACCESS_REQUESTS_PER_HOUR must be 1 or more')
    .default(5),
  /** Time to receive a request's headers, and the whole request, before the connection is cut (408). */
  HEADERS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100, 'HEADERS_TIMEOUT_MS must be at least 100')
    .default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100, 'REQUEST_TIMEOUT_MS must be at least 100')
    .default(30_000),
  /** Unset: 64, or off (0) with TRUST_PROXY, where every socket comes from the proxy. */
  MAX_CONNECTIONS_PER_IP: optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, 'MAX_CONNECTIONS_PER_IP must be 0 (off) or a positive whole number')
      .transform(Number)
      .optional(),
  ),
  /** The public forms (sign-up, request access) are refused when sent sooner than this after they appeared; 0 = off. */
  FORM_MIN_FILL_MS: milliseconds('FORM_MIN_FILL_MS', 0, 3_000),
  /** Whether a company's job waits for an admin's approval before it is public: never, until its first approved job, or always. */
  MODERATION: z.enum(MODERATION_MODES, 'MODERATION must be off, first-job or all').default('off'),
  /** A published job without a deadline expires this many days after it was published. */
  JOB_TTL_DAYS: z.coerce
    .number({ error: 'JOB_TTL_DAYS must be a whole number of days, 1 or more' })
    .int('JOB_TTL_DAYS must be a whole number of days, 1 or more')
    .min(1, 'JOB_TTL_DAYS must be a whole number of days, 1 or more')
    .default(60),
  /** Messages one user may send per minute. */
  MESSAGES_PER_MINUTE: wholeCount('MESSAGES_PER_MINUTE', 30),
  /** New conversations one company may start per day (by a message or an invitation). */
  MESSAGE_THREADS_PER_DAY: wholeCount('MESSAGE_THREADS_PER_DAY', 20),
  /** Invitations to apply one company may send per day. */
  INVITATIONS_PER_DAY: wholeCount('INVITATIONS_PER_DAY', 20),
  /** Data exports (Account settings → Download my data) one user may start per hour; one runs at a time. */
  DATA_EXPORTS_PER_HOUR: wholeCount('DATA_EXPORTS_PER_HOUR', 5),
  /** A message still unread this long after it was sent is emailed (at most one mail per thread and hour). */
  MESSAGE_MAIL_DELAY_S: z.coerce
    .number({ error: 'MESSAGE_MAIL_DELAY_S must be a whole number of seconds, 0 or more' })
    .int('MESSAGE_MAIL_DELAY_S must be a whole number of seconds, 0 or more')
    .min(0, 'MESSAGE_MAIL_DELAY_S must be a whole number of seconds, 0 or more')
    .default(600),
  /** How often the alert matcher runs: a job that becomes public reaches instant alerts within this many seconds. */
  JOB_ALERT_INTERVAL_S: z.coerce
    .number({ error: 'JOB_ALERT_INTERVAL_S must be a whole number of seconds, 1 or more' })
    .int('JOB_ALERT_INTERVAL_S must be a whole number of seconds, 1 or more')
    .min(1, 'JOB_ALERT_INTERVAL_S must be a whole number of seconds, 1 or more')
    .default(60),
  /** After SIGTERM, health answers 503 but requests are still served for this long, so a load balancer can stop routing here. */
  SHUTDOWN_DRAIN_MS: milliseconds('SHUTDOWN_DRAIN_MS', 0, 1_000),
  /**
   * `test` hashes passwords at a tiny argon2id cost, so that test runs signing up hundreds of accounts do not
   * spend minutes hashing. Refused outside NODE_ENV=test unless HOST and PUBLIC_URL are loopback addresses.
   */
  PASSWORD_HASH_COST: z
    .enum(['standard', 'test'], 'PASSWORD_HASH_COST must be standard or test')
    .default('standard'),
  /** Moves the server's clock by whole days, so that tests can run the product on another date. */
  CLOCK_OFFSET_DAYS: z
    .string()
    .trim()
    .default('0')
    .pipe(
      z
        .string()
        .regex(/^$|^[+-]?\d{1,5}$/, 'CLOCK_OFFSET_DAYS must be a whole number of days, such as 40 or -40')
        .transform((value) => (value === '' ? 0 : Number(value))),
    ),
});

/** Rules across variables. */
const CheckedConfigSchema = ConfigSchema.superRefine((env, context) => {
  if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL)
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_DIRECT_URL'],
      message: 'DATABASE_DIRECT_URL needs DATABASE_URL (without it, the embedded PostgreSQL is used)',
    });
  // Migrations and the LISTEN connection of live notifications cannot go through the pooler.
  if (env.DATABASE_POOLING === 'transaction' && !env.DATABASE_DIRECT_URL)
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_DIRECT_URL'],
      message:
        'DATABASE_DIRECT_URL (a direct connection to PostgreSQL) is required with DATABASE_POOLING=transaction',
    });
  // Cheap hashes are for test servers: a site that anyone but this machine reaches always hashes at full cost.
  if (
    env.PASSWORD_HASH_COST === 'test' &&
    env.NODE_ENV !== 'test' &&
    ((env.PUBLIC_URL && !isLoopbackHttp(env.PUBLIC_URL)) || !isLoopbackHost(env.HOST))
  )
    context.addIssue({
      code: 'custom',
      path: ['PASSWORD_HASH_COST'],
      message:
        'PASSWORD_HASH_COST=test is for test servers only: NODE_ENV=test, or HOST and PUBLIC_URL on loopback addresses (http)',
    });
});

/** Whether `host` names this machine only: localhost, 127.x.x.x or ::1. */
const isLoopbackHost = (host: string) => /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/.test(host);
/** Whether `url` is plain http on a loopback address. */
const isLoopbackHttp = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && isLoopbackHost(hostname);
};

export type Config = Omit<
  z.output<typeof ConfigSchema>,
  'DATA_DIR' | 'UPLOADS_DIR' | 'MAX_CONNECTIONS_PER_IP' | 'SAMPLE_DATA'
> & {
  /** `on`: start-up loads the samples once per database (never again after `db:unseed`). */
  SAMPLE_DATA: SampleDataMode;
  DATA_DIR: string;
  /** 0 = no cap. */
  MAX_CONNECTIONS_PER_IP: number;
  UPLOADS_DIR: string;
  MAIL_DIR: string;
  /** PUBLIC_URL, or http://localhost:PORT: the base of every link in mails, feeds and page heads. */
  SITE_URL: string;
  /** The origins whose browsers may call the API with the user's cookies. */
  TRUSTED_ORIGINS: string[];
  /** Who runs the site (OPERATOR_* or OPERATOR_FILE), for the legal pages; null when not configured. */
  OPERATOR: Operator | null;
};

/** Whether `email` is one of the operator's addresses (ADMIN_EMAILS, kept in lower case), in any case. */
export const isOperatorAddress = (config: Pick<Config, 'ADMIN_EMAILS'>, email: string) =>
  config.ADMIN_EMAILS.includes(email.toLowerCase());

const DEFAULT_MAX_CONNECTIONS_PER_IP = 64;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** loadConfig() for an entry point (the server, a script): a bad configuration prints its message and exits 1. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Reads the environment into a typed config, or throws one readable error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = CheckedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.HEADERS_TIMEOUT_MS > parsed.data.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
    );
  }
  let operator: Operator | null;
  try {
    operator = loadOperator(env);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const siteUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
  return {
    ...parsed.data,
    SITE_URL: siteUrl,
    TRUSTED_ORIGINS: trustedOrigins(siteUrl, parsed.data),
    MAX_CONNECTIONS_PER_IP:
      parsed.data.MAX_CONNECTIONS_PER_IP ?? (parsed.data.TRUST_PROXY ? 0 : DEFAULT_MAX_CONNECTIONS_PER_IP),
    // The embedded database is the demo; a database of one's own gets the samples only on purpose.
    SAMPLE_DATA: parsed.data.SAMPLE_DATA ?? (parsed.data.DATABASE_URL ? 'off' : 'on'),
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.resolve(parsed.data.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    MAIL_DIR: path.join(dataDir, 'mail'),
    OPERATOR: operator,
  };
}

/**
 * In production the configured PUBLIC_URL alone; the loopback addresses of PORT only where they are the
 * address (no PUBLIC_URL) or outside production.
 */
function trustedOrigins(
  siteUrl: string,
  env: Pick<z.output<typeof ConfigSchema>, 'PUBLIC_URL' | 'NODE_ENV' | 'PORT'>,
): string[] {
  const configured = new URL(siteUrl).origin;
  if (env.PUBLIC_URL && env.NODE_ENV === 'production') return [configured];
  return [...new Set([configured, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`])];
}
