import { webhookSecretOutputSchema, webhookSecretStatusSchema } from '../../../shared/store-orders.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { rotateWebhookSecret, webhookSecretStatus } from './webhook-secret.service.js';

const repProcedure = publicProcedure.use(backOffice('owner').middleware);

/** The representative's store-order settings: the secret storefront pushes are signed with. */
export const storeOrdersRouter = router({
  webhookSecret: repProcedure.output(webhookSecretStatusSchema).query(({ ctx }) => webhookSecretStatus(ctx.deps.dataSource)),
  rotateWebhookSecret: repProcedure.output(webhookSecretOutputSchema).mutation(({ ctx }) => rotateWebhookSecret(ctx.deps.dataSource)),
});
