// What other features may use of the people who left their email, and of confirmation links.
export { UserEntity } from './user.entity.js';
export { confirmationToken, confirmationUrl, createConfirmation } from './email-confirmations.js';
/** The statements other features run on email rows and confirmation links. */
export {
  confirmationExists,
  confirmationsTo,
  deleteConfirmationsTo,
  deleteEmailRow,
  EMAIL_ROWS_SQL,
  emailRowDetails,
  latestQuizOfAddress,
  leads,
  lockEmailRow,
} from './email-row-sql.js';
