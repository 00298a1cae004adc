import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/app-router.js';
import { FUZZ_RUNS, linesWithSecrets, repStillSignedIn, useFuzzSession } from './fuzz-runner.js';
import { trpcProcedures } from './route-catalogue.js';
import { trpcBatchRequests, trpcRequests } from './trpc-requests.js';

const fuzz = useFuzzSession();

describe('fuzzing every tRPC procedure over HTTP', () => {
  it('covers every procedure of the app router', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
    const registered = Object.entries(procedures).map(([name, procedure]) => `${name} ${procedure._def.type}`);
    expect(trpcProcedures.map((procedure) => `${procedure.name} ${procedure.type}`).sort()).toEqual(registered.sort());
  });

  for (const procedure of trpcProcedures) {
    it(`${procedure.name} answers only 2xx/4xx and a 4xx changes nothing`, async () => {
      await fuzz.session.check(trpcRequests(procedure, fuzz.fixtures));
    });
  }

  it('kept the representative signed in, so the back-office procedures were fuzzed past the sign-in check', async () => {
    expect(await repStillSignedIn(fuzz)).toBe(true);
  });

  it('batches of queries and of mutations answer only 2xx/4xx', async () => {
    await fuzz.session.check(trpcBatchRequests(trpcProcedures.filter((procedure) => procedure.type === 'query'), fuzz.fixtures), FUZZ_RUNS * 2);
    await fuzz.session.check(trpcBatchRequests(trpcProcedures.filter((procedure) => procedure.type === 'mutation'), fuzz.fixtures), FUZZ_RUNS * 2);
    await fuzz.session.check(trpcBatchRequests(trpcProcedures, fuzz.fixtures), FUZZ_RUNS);
  });

  it('wrote logs that name none of the emails or loyalty codes it used', () => {
    expect(fuzz.session.requests).toBeGreaterThan(trpcProcedures.length * 10);
    expect(linesWithSecrets(fuzz.t.logs.lines, fuzz.session.secrets)).toEqual([]);
  });
});
