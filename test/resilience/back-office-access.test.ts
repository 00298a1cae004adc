import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFUSED_MESSAGE } from '../../src/shared/staff-access.js';
import { startMailSink } from '../support/mail-sink.js';
import { inviteAndJoin } from '../support/staff-accounts.js';
import { useTestApp } from '../support/test-app.js';
import { createFuzzFixtures, type FuzzFixtures } from './fuzz-fixtures.js';
import { fillPath, type RestRoute, restRoutes, type TrpcProcedure, trpcProcedures } from './route-catalogue.js';

/**
 * Walks every back-office route and procedure of the catalogue as each kind of caller: nobody,
 * the owner, a staff member, and a staff member since removed. What staff may use is written
 * here on its own, from what the shop promises (claims, redemptions, people without exports or
 * erasure, products and articles, newsletter drafts, her own account), so the server's table in
 * shared/staff-access.ts is checked against it rather than against itself.
 */
const STAFF_MAY_REST = new Set([
  'GET /api/rep/sign-in-activity',
  'POST /api/rep/password',
  'GET /api/rep/sessions',
  'DELETE /api/rep/sessions/:id',
  'POST /api/rep/sessions/end-others',
  'POST /api/rep/owner-email',
  'POST /api/rep/totp/setup',
  'POST /api/rep/totp/confirm',
  'GET /api/admin/waiting',
  'GET /api/admin/loyalty/claims',
  'POST /api/admin/loyalty/claims/approve',
  'POST /api/admin/loyalty/claims/reject',
  'POST /api/admin/loyalty/claims/:claimId/void',
  'GET /api/admin/loyalty/members',
  'GET /api/admin/redemptions',
  'POST /api/admin/redemptions/:id/fulfil',
  'POST /api/admin/redemptions/:id/cancel',
  'GET /api/admin/people',
  'GET /api/admin/people/:id',
  'POST /api/admin/people/:id/notes',
  'GET /api/admin/newsletters',
  'POST /api/admin/newsletters',
  'GET /api/admin/newsletters/:id',
  'PATCH /api/admin/newsletters/:id',
  'POST /api/admin/newsletters/:id/test',
  'GET /api/admin/newsletters/subscribers',
  'GET /api/admin/segments',
]);
const STAFF_MAY_REST_UNDER = ['/api/admin/products', '/api/admin/images', '/api/admin/articles'];

const STAFF_MAY_TRPC = new Set([
  'rep.signInActivity',
  'rep.changePassword',
  'rep.sessions',
  'rep.endSession',
  'rep.endOtherSessions',
  'rep.requestOwnerEmail',
  'rep.totpSetup',
  'rep.totpConfirm',
  'digest.waiting',
  'loyaltyReview.claims',
  'loyaltyReview.approve',
  'loyaltyReview.reject',
  'loyaltyReview.void',
  'loyaltyReview.members',
  'people.list',
  'people.get',
  'people.addNote',
  'newsletterAdmin.list',
  'newsletterAdmin.get',
  'newsletterAdmin.subscribers',
  'newsletterAdmin.create',
  'newsletterAdmin.update',
  'newsletterAdmin.sendTest',
  'segments.list',
]);
const STAFF_MAY_TRPC_ROUTERS = ['adminProducts.', 'articleAdmin.', 'redemptionsAdmin.'];

const staffMayRest = (route: RestRoute) =>
  STAFF_MAY_REST.has(`${route.method} ${route.path}`) || STAFF_MAY_REST_UNDER.some((prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`) || route.path.startsWith(`${prefix}.`));
const staffMayTrpc = (procedure: TrpcProcedure) => STAFF_MAY_TRPC.has(procedure.name) || STAFF_MAY_TRPC_ROUTERS.some((prefix) => procedure.name.startsWith(prefix));

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });

let f: FuzzFixtures;
const cookies = { owner: '', staff: '', removed: '' };

beforeAll(async () => {
  f = await createFuzzFixtures(t.app, t.deps);
  cookies.owner = `rep_session=${f.repCookie}`;
  cookies.staff = await inviteAndJoin(t.app, sink, cookies.owner, 'walk-staff@example.com', 'staff', 'juniper-velvet-harbour-7');
  cookies.removed = await inviteAndJoin(t.app, sink, cookies.owner, 'walk-gone@example.com', 'staff', 'juniper-velvet-harbour-7');
  const { accounts } = (await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: { cookie: cookies.owner } })).json();
  const gone = accounts.find((account: { email: string }) => account.email === 'walk-gone@example.com');
  expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/accounts/${gone.id}`, headers: { cookie: cookies.owner } })).statusCode).toBe(200);
});

function restRequest(route: RestRoute): InjectOptions {
  const query = route.query ? `?${new URLSearchParams(Object.entries(route.query(f)).map(([key, value]) => [key, String(value)]))}` : '';
  const body = route.method === 'GET' ? undefined : (route.body?.(f) ?? {});
  return { method: route.method, url: fillPath(route.path, route.params?.(f) ?? {}) + query, ...(body === undefined ? {} : { payload: body }), headers: route.headers?.(f) ?? {} };
}

function trpcRequest(procedure: TrpcProcedure): InjectOptions {
  const input = procedure.input?.(f);
  if (procedure.type === 'query') {
    return { method: 'GET', url: `/trpc/${procedure.name}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}` };
  }
  return { method: 'POST', url: `/trpc/${procedure.name}`, payload: input ?? {} };
}

const answer = (request: InjectOptions, cookie: string | undefined) => t.app.inject({ ...request, headers: { ...(request.headers ?? {}), ...(cookie ? { cookie } : {}) } });

/** The one walk for both doors: each caller in turn, the expected answer for each. */
async function walk(request: InjectOptions, staffMay: boolean, label: string) {
  expect((await answer(request, undefined)).statusCode, `${label} signed out`).toBe(401);
  expect((await answer(request, cookies.removed)).statusCode, `${label} removed account`).toBe(401);
  const staff = await answer(request, cookies.staff);
  if (staffMay) expect([401, 403], `${label} staff: ${staff.body}`).not.toContain(staff.statusCode);
  else {
    expect(staff.statusCode, `${label} staff`).toBe(403);
    expect(staff.json().error.message, label).toBe(ROLE_REFUSED_MESSAGE);
  }
  const owner = await answer(request, cookies.owner);
  expect([401, 403], `${label} owner: ${owner.body}`).not.toContain(owner.statusCode);
}

describe('every back-office route and procedure, for each kind of caller', () => {
  it('REST: 401 signed out or removed, 403 for staff outside her areas, served for the owner', async () => {
    const routes = restRoutes.filter((route) => route.rep);
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) await walk(restRequest(route), staffMayRest(route), `${route.method} ${route.path}`);
  });

  it('tRPC: the same answers for the same rules', async () => {
    const procedures = trpcProcedures.filter((procedure) => procedure.rep);
    expect(procedures.length).toBeGreaterThan(80);
    for (const procedure of procedures) await walk(trpcRequest(procedure), staffMayTrpc(procedure), procedure.name);
  });

  it('a session id of another account ends nothing', async () => {
    const { sessions } = (await t.app.inject({ method: 'GET', url: '/api/rep/sessions', headers: { cookie: cookies.owner } })).json();
    const ownerSession = sessions.find((session: { current: boolean }) => session.current);
    const attempt = await t.app.inject({ method: 'DELETE', url: `/api/rep/sessions/${ownerSession.id}`, headers: { cookie: cookies.staff } });
    expect(attempt.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/rep/sessions', headers: { cookie: cookies.owner } })).statusCode).toBe(200);
  });
});
