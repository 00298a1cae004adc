// What other features may use of the people who left their email.
export { UserEntity } from './user.entity.js';
