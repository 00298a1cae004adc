import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, appErrorCodes, toAppError } from '../errors.js';
import type { Context } from './context.js';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // What leaves the server is a readable message and codes: no stack, SQL or internal names.
    const cause = error.cause;
    let message = error.message;
    let field: string | null = null;
    if (shape.data.httpStatus >= 500) {
      message = toAppError(cause instanceof ZodError ? new Error('output') : (cause ?? error)).message;
    } else if (cause instanceof AppError || cause instanceof ZodError) {
      const appError = toAppError(cause);
      message = appError.message;
      field = appError.field ?? null;
    }
    return {
      message,
      code: shape.code,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, field },
    };
  },
});

/** Gives service errors (AppError, database outages) their own tRPC code instead of a 500. */
const mapServiceErrors = t.middleware(async ({ next }) => {
  const result = await next();
  // A ZodError here is an output that broke its own schema: a server bug, so it stays a 500.
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR' && !(result.error.cause instanceof ZodError)) {
    const original = result.error.cause ?? result.error;
    const appError = toAppError(original);
    // A real 500 keeps its original cause for the server log (the client still sees only the
    // generic message, see errorFormatter).
    const cause = appError.code === 'INTERNAL' ? original : appError;
    throw new TRPCError({ code: appErrorCodes[appError.code].trpc, message: appError.message, cause });
  }
  return result;
});

/** Times each call for /metrics, by procedure name (only existing procedures get here) and outcome. */
const timeCalls = t.middleware(async ({ ctx, path, type, next }) => {
  const started = performance.now();
  const result = await next();
  ctx.deps.metrics.procedure(path, type, result.ok ? 'ok' : result.error.code, (performance.now() - started) / 1000);
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(timeCalls).use(mapServiceErrors);
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;
