// What other features may use of the newsletter: the statements a person's data export and
// erasure run on her subscription, and those the change history and the sales figures name
// campaigns with.
export { campaignSubjectNames, campaignsSubjectedLike } from './campaign-lookup-sql.js';
// Offered to every feature's SQL: the view campaign_subjects (sql/campaign_subjects.sql).
export { deleteSubscriber, subscriptionsOf } from './person-subscription-sql.js';
