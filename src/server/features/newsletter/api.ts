// What other features may use of the newsletter: the statements a person's data export and
// erasure run on her subscription, and those the change history names campaigns with.
export { CAMPAIGN_SUBJECT_NAMES_SQL, CAMPAIGNS_SUBJECTED_LIKE_SQL } from './campaign-lookup-sql.js';
export { DELETE_SUBSCRIBER_SQL, SUBSCRIPTIONS_OF_SQL } from './person-subscription-sql.js';
