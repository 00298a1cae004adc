import {
  addNoteInputSchema,
  eraseInputSchema,
  eraseOutputSchema,
  peopleListInputSchema,
  peopleListOutputSchema,
  personIdInputSchema,
  personNoteSchema,
  personOutputSchema,
} from '../../../shared/people.js';
import { z } from '../../../shared/zod.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { listPeople } from './people-list.service.js';
import { erasePerson } from './person-erase.service.js';
import { addPersonNote } from './person-notes.service.js';
import { getPersonProfile } from './person-profile.service.js';

const peopleProcedure = publicProcedure.use(backOffice('people').middleware);
const ownerProcedure = publicProcedure.use(backOffice('owner').middleware);

/** The representative's people back-office (the CSV and the JSON export are REST downloads). */
export const peopleRouter = router({
  list: peopleProcedure
    .input(peopleListInputSchema)
    .output(peopleListOutputSchema)
    .query(({ ctx, input }) => listPeople(ctx.deps.dataSource, input)),
  get: peopleProcedure
    .input(personIdInputSchema)
    .output(personOutputSchema)
    .query(async ({ ctx, input }) => ({ person: await getPersonProfile(ctx.deps.dataSource, input.id) })),
  addNote: peopleProcedure
    .input(addNoteInputSchema)
    .output(z.object({ note: personNoteSchema }).strict())
    .mutation(({ ctx, input }) => addPersonNote(ctx.deps.dataSource, input)),
  erase: ownerProcedure
    .input(eraseInputSchema)
    .output(eraseOutputSchema)
    .mutation(({ ctx, input }) => erasePerson(ctx.deps, input.id, 'representative')),
});
