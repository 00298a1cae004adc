import type { AppDeps } from '../../core/app-deps.js';
import { withAnswerFloor } from '../../core/answer-floor.js';
import { enqueueVisitorEmail } from '../../mail/visitor-mail.js';
import { ADDRESS_ANSWER_FLOOR_MS } from '../../../shared/users.js';
import type { MyDataLink, MyDataRequestInput } from '../../../shared/people.js';
import { myDataEmail } from './emails/my-data-email.js';
import { myDataLinkExpiry, verifiedPersonId } from './my-data-links.js';
import { erasePerson } from './person-erase.service.js';
import { exportPerson, type PersonalDataExport } from './person-export.service.js';
import { personByEmail } from './person-sql.js';
import { queryRows } from '../../db/sql.js';

/**
 * POST /api/my-data/request: a person asks for their data or its erasure. A known address is sent
 * a signed link (one per address, action and hour: the outbox's unique occasion); an unknown one
 * nothing. The answer is the same either way, and not sooner than the address answer floor.
 */
export function requestMyData(deps: AppDeps, input: MyDataRequestInput): Promise<{ accepted: true }> {
  return withAnswerFloor(ADDRESS_ANSWER_FLOOR_MS, async () => {
    const queued = await deps.dataSource.transaction(async (manager) => {
      const [person] = await queryRows(manager, personByEmail(input.email));
      if (!person?.email || !person.id) return false;
      const hour = new Date().toISOString().slice(0, 13);
      return enqueueVisitorEmail(deps, manager, myDataEmail, {
        to: person.email,
        occasion: `my-data:${input.action}:${hour}`,
        payload: { personId: person.id, action: input.action, expiresAtMs: myDataLinkExpiry() },
      });
    });
    if (queued) deps.mail.wake();
    return { accepted: true as const };
  });
}

/** The download behind an export link. */
export function exportByLink(deps: AppDeps, link: MyDataLink): Promise<PersonalDataExport> {
  return exportPerson(deps.dataSource, verifiedPersonId(deps.mail.signer, link, 'export'), 'person');
}

/** The confirmation behind an erase link. */
export function eraseByLink(deps: AppDeps, link: MyDataLink): Promise<{ erased: true }> {
  return erasePerson(deps, verifiedPersonId(deps.mail.signer, link, 'erase'), 'person');
}
