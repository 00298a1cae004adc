// What other features may use of the people who left their email, and of confirmation links.
export { UserEntity } from './user.entity.js';
export { confirmationToken, confirmationUrl, createConfirmation } from './email-confirmations.js';
/** The statements other features run on email rows and confirmation links. */
export {
  CONFIRMATION_EXISTS_SQL,
  CONFIRMATIONS_TO_SQL,
  DELETE_CONFIRMATIONS_TO_SQL,
  DELETE_EMAIL_ROW_SQL,
  EMAIL_ROW_DETAILS_SQL,
  LATEST_QUIZ_OF_ADDRESS_SQL,
  leadsSql,
  LOCK_EMAIL_ROW_SQL,
} from './email-row-sql.js';
