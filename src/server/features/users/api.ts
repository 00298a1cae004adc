// What other features may use of the people who left their email, and of confirmation links.
export { UserEntity } from './user.entity.js';
export { confirmationToken, confirmationUrl, createConfirmation } from './email-confirmations.js';
/** The statements a person's profile, data export and erasure run on her email row and confirmation links. */
export {
  CONFIRMATIONS_TO_SQL,
  DELETE_CONFIRMATIONS_TO_SQL,
  DELETE_EMAIL_ROW_SQL,
  EMAIL_ROW_DETAILS_SQL,
  LOCK_EMAIL_ROW_SQL,
} from './person-email-row-sql.js';
