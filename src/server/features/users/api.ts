// What other features may use of the people who left their email, and of confirmation links.
export { UserEntity } from './user.entity.js';
// Offered to every feature's SQL: the view email_rows (sql/email_rows.sql), the email rows a person is made of.
export { confirmationToken, confirmationUrl, createConfirmation } from './email-confirmations.js';
/** The statements other features run on email rows and confirmation links. */
export {
  confirmationExists,
  confirmationsTo,
  deleteConfirmationsTo,
  deleteEmailRow,
  emailRowDetails,
  latestQuizOfAddress,
  leads,
  lockEmailRow,
} from './email-row-sql.js';
