// What other features may use of the newsletter: the statements a person's data export and
// erasure run on her subscription, and those the change history and the sales figures name
// campaigns with.
export { CAMPAIGN_SUBJECTS_SQL, campaignSubjectNames, campaignsSubjectedLike } from './campaign-lookup-sql.js';
export { deleteSubscriber, subscriptionsOf } from './person-subscription-sql.js';
