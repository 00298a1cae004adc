import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

/** The error codes a service may raise; each maps to one HTTP status and one tRPC code. */
export const appErrorCodes = {
  BAD_REQUEST: { status: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { status: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN' },
  /** The password was right; a second-factor code (field `code`) is needed too. */
  SECOND_FACTOR_REQUIRED: { status: 401, trpc: 'UNAUTHORIZED' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { status: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  /** The request is served once the browser solves a proof-of-work check (field `altcha`). */
  CHALLENGE_REQUIRED: { status: 428, trpc: 'PRECONDITION_REQUIRED' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  TOO_MANY_REQUESTS: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR' },
  UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
  /** Every database connection is in use: load, not an outage. */
  BUSY: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
} as const;

export type AppErrorCode = keyof typeof appErrorCodes;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** The input field the error is about, when there is one. */
    readonly field?: string,
    /** For a refusal that passes with time (429, 503): sent as the Retry-After header. */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return appErrorCodes[this.code].status;
  }
}

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
export const BUSY_MESSAGE = 'The shop is busy right now. Please try again in a moment.';
/** When a client told the shop is busy may try again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Turns a zod error into one readable sentence that names the field. */
export function describeZodError(error: ZodError): { message: string; field?: string } {
  const first = error.issues[0];
  if (!first) return { message: 'Invalid input' };
  const field = first.path.map(String).join('.');
  if (first.code === 'unrecognized_keys') {
    const keys = first.keys.join(', ');
    return { message: `Unexpected field${first.keys.length > 1 ? 's' : ''}: ${keys}`, field: first.keys[0] };
  }
  return field ? { message: `${field}: ${first.message}`, field } : { message: first.message };
}

// Connection-level failures: the database is down, restarting or unreachable.
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '53300']);

// The same by message, for errors without such a code; "not currently accepting connections"
// (55000) is a database closed to connections by an administrator or a restore.
const unavailableMessage =
  /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|is not currently accepting connections/i;

/**
 * What the pool says when a request waited its whole connection timeout for one of its
 * connections and none came free: every connection was busy with other requests (a new
 * connection that cannot be opened fails with a connection error instead).
 */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

export function isPoolBusy(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { message?: unknown; driverError?: unknown; cause?: unknown };
    if (candidate.message === POOL_WAIT_TIMEOUT) return true;
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { name?: unknown; code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    // TypeORM releases a transaction's connection when PostgreSQL drops it; the next query or
    // the COMMIT then fails with this error instead of the connection error.
    if (candidate.name === 'QueryRunnerAlreadyReleasedError') return true;
    if (typeof candidate.code === 'string' && (unavailableCodes.has(candidate.code) || candidate.code.startsWith('08'))) {
      return true;
    }
    if (typeof candidate.message === 'string' && unavailableMessage.test(candidate.message)) {
      return true;
    }
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}

/** Any thrown value → the AppError a client may see. Unknown errors become a generic 500. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    const { message, field } = describeZodError(error);
    return new AppError('BAD_REQUEST', message, field);
  }
  if (error instanceof TRPCError && error.cause) return toAppError(error.cause);
  if (isPoolBusy(error)) return new AppError('BUSY', BUSY_MESSAGE, undefined, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
  if (isDatabaseUnavailable(error)) return new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE);
  return new AppError('INTERNAL', INTERNAL_MESSAGE);
}
