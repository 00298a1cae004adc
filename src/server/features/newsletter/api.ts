// What other features may use of the newsletter: the statements a person's data export and
// erasure run on her subscription, and those the change history names campaigns with.
export { campaignSubjectNames, campaignsSubjectedLike } from './campaign-lookup-sql.js';
export { deleteSubscriber, subscriptionsOf } from './person-subscription-sql.js';
