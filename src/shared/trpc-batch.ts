/** Calls one tRPC request may batch: the server refuses more, so the client splits at this size. */
export const TRPC_MAX_BATCH = 10;
