import type { FeatureModule } from '../../core/feature-module.js';
import { UserEntity } from './user.entity.js';
import { usersRest } from './users.rest.js';
import { usersRouter } from './users.router.js';

/** The email capture after the quiz. */
export const usersFeature = {
  name: 'users',
  entities: [UserEntity],
  trpc: { users: usersRouter },
  rest: usersRest,
} satisfies FeatureModule;
