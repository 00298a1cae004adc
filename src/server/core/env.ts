import { z } from 'zod';

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
  /** The representative's dashboard password; unset → generated once and printed at first start. */
  REP_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  /** Trust X-Forwarded-For (client address for rate limits) only behind a proxy that sets it. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  /** Folder of the built client. */
  CLIENT_DIST_DIR: z.string().min(1).default('dist/client'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema> & { SITE_URL: string };

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings count as unset, so `DATABASE_URL= npm start` behaves like no value.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = result.data;
  return { ...env, SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}
