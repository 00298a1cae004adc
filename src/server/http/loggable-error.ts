/** Emails and codes shaped like loyalty or reward codes (GLOW-7Q4K-M2XP). */
const PERSONAL = [/[^\s"'<>()=,@]+@[^\s"'<>()=,@]+\.[A-Za-z]{2,}/g, /\b[A-Z]{3,5}-[A-Z0-9]{4}-[A-Z0-9]{4}\b/g];

function scrub(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  return PERSONAL.reduce((result, pattern) => result.replace(pattern, '[redacted]'), text);
}

/**
 * What a failed request logs about its error. A database error carries the query's
 * parameters and PostgreSQL's `detail` (e.g. "Key (email)=(…) already exists"): those hold
 * emails and loyalty codes, so only the type, codes, SQL text, message and stack are kept,
 * with anything email- or code-shaped masked.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { message: scrub(String(error)) };
  const source = error as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; query?: unknown; driverError?: unknown; cause?: unknown };
  const driver = (source.driverError ?? {}) as { code?: unknown; constraint?: unknown; table?: unknown };
  const entries = {
    type: typeof source.name === 'string' ? source.name : undefined,
    code: source.code ?? driver.code,
    constraint: driver.constraint,
    message: scrub(source.message),
    query: typeof source.query === 'string' ? source.query : undefined,
    stack: scrub(source.stack),
    cause: source.cause instanceof Error ? loggableError(source.cause) : undefined,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}
