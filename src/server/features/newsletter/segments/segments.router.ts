import { z } from 'zod';
import {
  segmentCountSchema,
  segmentIdInputSchema,
  segmentInputSchema,
  segmentListOutputSchema,
  segmentOutputSchema,
  segmentPeopleOutputSchema,
  segmentRulesSchema,
} from '../../../../shared/segments.js';
import { publicProcedure, router } from '../../../trpc/init.js';
import { backOffice } from '../../rep-auth/api.js';
import { countSegment, createSegment, deleteSegment, getSegment, listSegments, segmentPeople } from './segments.service.js';

const repProcedure = publicProcedure.use(backOffice('owner').middleware);
/** The audience picker of a newsletter draft lists the saved segments by name and size. */
const draftProcedure = publicProcedure.use(backOffice('newsletter-drafts').middleware);

/** Segments (back-office only); the same services as /api/admin/segments. */
export const segmentsRouter = router({
  list: draftProcedure.output(segmentListOutputSchema).query(({ ctx }) => listSegments(ctx.deps.dataSource)),
  create: repProcedure
    .input(segmentInputSchema)
    .output(segmentOutputSchema)
    .mutation(({ ctx, input }) => createSegment(ctx.deps.dataSource, input)),
  count: repProcedure
    .input(segmentRulesSchema)
    .output(segmentCountSchema)
    .query(({ ctx, input }) => countSegment(ctx.deps.dataSource, input)),
  get: repProcedure
    .input(segmentIdInputSchema)
    .output(segmentOutputSchema)
    .query(({ ctx, input }) => getSegment(ctx.deps.dataSource, input.id)),
  people: repProcedure
    .input(segmentIdInputSchema)
    .output(segmentPeopleOutputSchema)
    .query(({ ctx, input }) => segmentPeople(ctx.deps.dataSource, input.id)),
  remove: repProcedure
    .input(segmentIdInputSchema)
    .output(z.object({ deleted: z.literal(true) }).strict())
    .mutation(({ ctx, input }) => deleteSegment(ctx.deps.dataSource, input.id)),
});
