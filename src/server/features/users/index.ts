import type { FeatureModule } from '../../core/feature-module.js';
import { EmailConfirmationEntity } from './email-confirmation.entity.js';
import { confirmChangeEmail } from './emails/confirm-change-email.js';
import { resultsEmail } from './emails/results-email.js';
import { UserEntity } from './user.entity.js';
import { usersRest } from './users.rest.js';
import { usersRouter } from './users.router.js';

/** The email capture after the quiz, and the confirmation that makes an address the person's. */
export const usersFeature = {
  name: 'users',
  entities: [UserEntity, EmailConfirmationEntity],
  trpc: { users: usersRouter },
  rest: usersRest,
  emails: [resultsEmail, confirmChangeEmail],
} satisfies FeatureModule;
