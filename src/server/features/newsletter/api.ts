// What other features may use of the newsletter: the statements a person's data export and
// erasure run on her subscription.
export { DELETE_SUBSCRIBER_SQL, SUBSCRIPTIONS_OF_SQL } from './person-subscription-sql.js';
