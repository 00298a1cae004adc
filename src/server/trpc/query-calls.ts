import { TRPCError, type AnyTRPCRouter } from '@trpc/server';
import type { FastifyRequest } from 'fastify';

/** What the fast path needs of a procedure: tRPC procedures are callable with these options. */
export type QueryProcedure = ((opts: {
  path: string;
  getRawInput: () => Promise<unknown>;
  ctx: unknown;
  type: 'query';
  signal: AbortSignal;
  batchIndex: number;
}) => Promise<unknown>) & { _def: { type: string } };

export interface QueryCall {
  batchIndex: number;
  path: string;
  procedure: QueryProcedure;
  getRawInput: () => Promise<unknown>;
  /** The input once parsed (for error shapes and logs), else undefined. */
  result: () => unknown;
}

export interface QueryCalls {
  isBatchCall: boolean;
  calls: QueryCall[];
}

// Hosts tRPC's adapter can build a URL from (it answers an error otherwise); the few a client
// sends are remembered.
const validHosts = new Map<string, boolean>();
function isValidHost(host: string): boolean {
  let valid = validHosts.get(host);
  if (valid === undefined) {
    valid = URL.canParse(`http://${host}`);
    if (validHosts.size < 100) validHosts.set(host, valid);
  }
  return valid;
}

/**
 * Inputs are parsed once, on the first call that reads them, and errors read as tRPC's do.
 * (A class, not closures: tsx names every closure it creates, which costs on each request.)
 */
class LazyInputs {
  private parsed: Record<number, unknown> | undefined;
  private failure: unknown;

  constructor(
    private readonly router: AnyTRPCRouter,
    private readonly rawInput: string | null,
    private readonly isBatchCall: boolean,
    private readonly count: number,
  ) {}

  async read(): Promise<Record<number, unknown>> {
    if (this.parsed) return this.parsed;
    if (this.failure === undefined) {
      try {
        this.parsed = this.parse();
        return this.parsed;
      } catch (cause) {
        this.failure =
          cause instanceof TRPCError ? cause : new TRPCError({ code: 'BAD_REQUEST', message: cause instanceof Error ? cause.message : 'Invalid input', cause });
      }
    }
    throw this.failure;
  }

  /** The two functions one call's procedure and error shape read its input with. */
  forCall(index: number): Pick<QueryCall, 'getRawInput' | 'result'> {
    return { getRawInput: this.readAt.bind(this, index), result: this.resultAt.bind(this, index) };
  }

  private async readAt(index: number): Promise<unknown> {
    return (await this.read())[index];
  }

  private resultAt(index: number): unknown {
    return this.parsed?.[index];
  }

  private parse(): Record<number, unknown> {
    const { deserialize } = this.router._def._config.transformer.input;
    const inputs: unknown = this.rawInput ? JSON.parse(this.rawInput) : undefined;
    const result: Record<number, unknown> = Object.create(null);
    if (inputs === undefined) return result;
    if (!this.isBatchCall) {
      result[0] = deserialize(inputs);
      return result;
    }
    if (!inputs || typeof inputs !== 'object' || Array.isArray(inputs)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: '"input" needs to be an object when doing a batch call' });
    }
    for (let index = 0; index < this.count; index++) {
      const input = (inputs as Record<number, unknown>)[index];
      if (input !== undefined) result[index] = deserialize(input);
    }
    return result;
  }
}

/**
 * The calls of a plain GET of queries, or null for anything tRPC's adapter must answer itself:
 * other methods, streaming (`trpc-accept`, `accept: application/jsonl`), connection params,
 * an unknown path, a mutation or subscription, an over-long batch, a request it could not
 * turn into a URL. The path and query string are read exactly as the adapter reads them.
 */
export function queryCallsOf(request: FastifyRequest, router: AnyTRPCRouter, maxBatchSize: number | undefined): QueryCalls | null {
  if (request.method !== 'GET') return null;
  const headers = request.headers;
  const contentType = headers['content-type'];
  if (contentType !== undefined && !contentType.startsWith('application/json')) return null;
  if (headers['trpc-accept'] !== undefined) return null;
  if (headers.accept?.split(',').some((type) => type.trim() === 'application/jsonl')) return null;
  const url = request.raw.url ?? '';
  // Only origin-form targets (`/trpc/...`): the adapter would read a host out of any other.
  if (url[0] !== '/' || url[1] === '/' || url.includes('#')) return null;
  if (!isValidHost(headers.host ?? 'localhost')) return null;

  const queryStart = url.indexOf('?');
  const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  if (query.has('connectionParams')) return null;
  let path: string;
  try {
    path = decodeURIComponent((request.params as { path?: string }).path ?? '');
  } catch {
    return null;
  }
  const isBatchCall = query.get('batch') === '1';
  const paths = isBatchCall ? path.split(',') : [path];
  if (isBatchCall && maxBatchSize !== undefined && paths.length > maxBatchSize) return null;

  const procedures = router._def.procedures as Record<string, QueryProcedure | undefined>;
  const found: QueryProcedure[] = [];
  for (const name of paths) {
    const procedure = Object.hasOwn(procedures, name) ? procedures[name] : undefined;
    if (procedure?._def.type !== 'query') return null;
    found.push(procedure);
  }

  const inputs = new LazyInputs(router, query.get('input'), isBatchCall, paths.length);
  const calls = paths.map((name, index) => ({ batchIndex: index, path: name, procedure: found[index]!, ...inputs.forCall(index) }));
  return { isBatchCall, calls };
}
