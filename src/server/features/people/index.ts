import type { FeatureModule } from '../../core/feature-module.js';
import { peopleRest } from './people.rest.js';
import { peopleRouter } from './people.router.js';
import { PersonNoteEntity } from './person-note.entity.js';

/** Everyone the shop knows, person by person: the representative's people pages, notes, and personal data on request. */
export const peopleFeature = {
  name: 'people',
  entities: [PersonNoteEntity],
  trpc: { people: peopleRouter },
  rest: peopleRest,
} satisfies FeatureModule;
