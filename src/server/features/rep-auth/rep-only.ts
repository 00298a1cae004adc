import { definePolicy } from '../../core/request-policy.js';
import { requireRep } from './rep-auth.service.js';
import { readRepToken } from './rep-session-cookie.js';

/** Only the signed-in representative gets through (401 otherwise), on tRPC and REST alike. */
export const repOnly = definePolicy((deps, request) => requireRep(deps.dataSource, readRepToken(request)));
