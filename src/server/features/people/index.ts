import type { FeatureModule } from '../../core/feature-module.js';
import { namePeopleAuditSubjects } from './audit-subjects.js';
import { myDataEmail } from './emails/my-data-email.js';
import { myDataRest } from './my-data.rest.js';
import { myDataRouter } from './my-data.router.js';
import { peopleRest } from './people.rest.js';
import { peopleRouter } from './people.router.js';
import { PersonNoteEntity } from './person-note.entity.js';
import { startRetention } from './retention.js';

/** Everyone the shop knows, person by person: the representative's people pages, notes, and personal data on request. */
export const peopleFeature = {
  name: 'people',
  entities: [PersonNoteEntity],
  trpc: { people: peopleRouter, myData: myDataRouter },
  async rest(app, deps) {
    await peopleRest(app, deps);
    await myDataRest(app, deps);
  },
  emails: [myDataEmail],
  async start(deps) {
    namePeopleAuditSubjects();
    return startRetention(deps);
  },
} satisfies FeatureModule;
