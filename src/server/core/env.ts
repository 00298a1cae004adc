import { z } from 'zod';
import { isCommonPassword } from '../../shared/common-passwords.js';
import { REP_PASSWORD_MIN_LENGTH } from '../../shared/rep-auth.js';
import { trustProxySchema } from './trust-proxy.js';

/** Every setting the server reads from the environment, with its default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded PostgreSQL keeps its files when DATABASE_URL is unset. */
  EMBEDDED_PG_DIR: z.string().min(1).default('.data/postgres'),
  /** The representative's external storefront; product links are built from it. */
  STORE_URL: z.string().url().default('https://store.example.com/beauty-match'),
  /** Public origin of the site, used for canonical URLs and the sitemap. */
  SITE_URL: z.string().url().optional(),
  /**
   * The back-office owner's address: names the owner of a new shop (or the owner of a shop set up
   * before accounts, who has none yet). She signs in with it and REP_PASSWORD.
   */
  REP_EMAIL: z.string().trim().toLowerCase().pipe(z.email('must be an email address')).optional(),
  /**
   * The owner's password; unset → generated once and printed at first start. Set to a new value
   * and restart: her way back in when she has forgotten it. The same rules as a password she
   * chooses in the dashboard.
   */
  REP_PASSWORD: z
    .string()
    .min(REP_PASSWORD_MIN_LENGTH, `must be at least ${REP_PASSWORD_MIN_LENGTH} characters, as in the dashboard`)
    .max(200, 'must be at most 200 characters')
    .refine((password) => !isCommonPassword(password), 'is too common: choose one that is hard to guess')
    .optional(),
  /** The step of the representative's sign-in slow-down (each further failure doubles it); tests make it small. */
  REP_SIGN_IN_DELAY_MS: z.coerce.number().int().min(0).max(2000).default(250),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits): `false`
   * (clients connect directly) or their addresses and ranges (`loopback`, `127.0.0.1,10.0.0.0/8`).
   * `true` (any address a client writes) and hop counts are refused (trust-proxy.ts).
   */
  TRUST_PROXY: trustProxySchema,
  /** Where earlier versions kept uploaded images: files under its products/ folder are moved into the database at start. */
  UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
  /** Folder of the built client. */
  CLIENT_DIST_DIR: z.string().min(1).default('dist/client'),
  /**
   * Requests one client address may have in flight at once in this process (static files and
   * probes not counted); more answer 429 at once. 200: thirty people on one Wi-Fi loading pages
   * together, each browser with its six connections busy, stay under it (docs/decisions/0115-fair-share.md).
   */
  MAX_IN_FLIGHT_PER_CLIENT: z.coerce.number().int().min(10).max(100_000).default(200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Where email goes: a nodemailer connection URL (smtp://user:pass@host:587, smtps://…). Unset →
   * outside production, an SMTP catcher inside the process whose mail /dev/mail shows; in
   * production, messages wait in the queue (the dashboard says so) until it is set.
   */
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of every email. */
  MAIL_FROM: z.string().min(3).max(200).default('BeautyMatch <hello@beautymatch.example>'),
  /** `in-app`: the server process also sends queued email; `off`: only `npm run worker` processes do. */
  MAIL_WORKER: z.enum(['in-app', 'off']).default('in-app'),
  /** How often an idle mail worker looks for due messages. */
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** How long a worker may hold a message it is sending before another worker may take it over. */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Messages one worker sends at the same time (and SMTP connections it keeps open). */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
  /**
   * How far `npm run worker` steps back for the app on a shared machine (the OS's nice value,
   * 0-19): mail can wait a moment, a shopper's page should not.
   */
  WORKER_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  /**
   * Emails one client address may cause per hour (quiz results with their confirmation, loyalty
   * join, loyalty code); more requests answer 429. Raise it where many people share one address.
   */
  MAIL_PER_CLIENT_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Emails all visitors together may cause per hour; beyond it they are not sent (logged once an hour). */
  MAIL_VISITOR_HOUR_CAP: z.coerce.number().int().min(1).max(10_000_000).default(500),
  /** Hours after an address is confirmed before the usage-survey invitation goes out. */
  SURVEY_INVITE_DELAY_HOURS: z.coerce.number().min(0).max(24 * 365).default(14 * 24),
  /** Where backups are written: the daily one, and `npm run db:backup` without a file name. */
  BACKUP_DIR: z.string().min(1).default('.data/backups'),
  /** How many of the newest backups in BACKUP_DIR the daily backup keeps (it deletes older ones). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** `on`: the server takes a backup every day at the store setting's time; `off`: only `npm run db:backup` does. */
  BACKUP_DAILY: z.enum(['on', 'off']).default('on'),
  /** `on`: the server sends the representative's daily digest at the store setting's time (if she keeps it on); `off`: never. */
  DIGEST_DAILY: z.enum(['on', 'off']).default('on'),
  /** Key that signs links in emails; unset → generated once and kept in the database. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Opens GET /metrics (Prometheus text) to a scraper that sends `Authorization: Bearer <token>`.
   * Unset → /metrics answers 404, like any unknown address.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters')
    .max(200)
    .regex(/^[A-Za-z0-9._~+/-]+=*$/, 'must be a bearer token: letters, digits and - . _ ~ + / only')
    .optional(),
  /**
   * Seed the demo data (catalogue, articles, rewards; demo members outside production) into an
   * empty database, and let `npm run db:seed` replace everything with it. Unset → on outside
   * production, off in production, where the shop's own data is edited in the back-office.
   */
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  /**
   * Newsletter messages per second, all workers together: a campaign's messages are spaced in
   * the outbox at this rate (stay under the SMTP provider's limit).
   */
  NEWSLETTER_SEND_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(20),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SEED_DEMO_DATA'> & { SITE_URL: string; SEED_DEMO_DATA: boolean };

/** A setting the server cannot use: its message is the whole story, so it is printed without a stack. */
export class InvalidEnvironmentError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings count as unset, so `DATABASE_URL= npm start` behaves like no value.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new InvalidEnvironmentError(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = result.data;
  return {
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    SEED_DEMO_DATA: env.SEED_DEMO_DATA === undefined ? env.NODE_ENV !== 'production' : env.SEED_DEMO_DATA === 'true',
  };
}

/**
 * The environment of a command (server, worker, CLIs): an unusable value prints its one
 * `Invalid environment:` line and ends the process before anything is started or created.
 */
export function readEnvOrExit(source: NodeJS.ProcessEnv = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
