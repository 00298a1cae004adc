import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { restPlugins } from '../../src/server/features.js';
import { linesWithSecrets, repStillSignedIn, useFuzzSession } from './fuzz-runner.js';
import { restRequests } from './rest-requests.js';
import { restRoutes } from './route-catalogue.js';

const fuzz = useFuzzSession();

describe('fuzzing every /api route', () => {
  it('covers every route the REST adapters register', async () => {
    const probe = Fastify();
    const registered: string[] = [];
    probe.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    });
    for (const plugin of restPlugins) await plugin(probe, fuzz.t.deps);
    await probe.ready();
    await probe.close();
    expect(restRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(registered.sort());
  });

  for (const route of restRoutes) {
    it(`${route.method} ${route.path} answers only 2xx/4xx and a 4xx changes nothing`, async () => {
      await fuzz.session.check(restRequests(route, fuzz.fixtures));
    });
  }

  it('kept the representative signed in, so the back-office routes were fuzzed past the sign-in check', async () => {
    expect(await repStillSignedIn(fuzz)).toBe(true);
  });

  it('wrote logs that name none of the emails or loyalty codes it used', () => {
    expect(fuzz.session.requests).toBeGreaterThan(restRoutes.length * 10);
    expect(fuzz.t.logs.lines.length).toBeGreaterThan(fuzz.session.requests);
    expect(linesWithSecrets(fuzz.t.logs.lines, fuzz.session.secrets)).toEqual([]);
  });
});
