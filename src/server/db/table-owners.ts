/**
 * Who owns each table and view of the schema (`schema.sql`): the folder whose code may name it in
 * SQL. A table made by a TypeORM entity belongs to the folder of its entity; a table or view made
 * in SQL alone belongs to the feature whose entity it describes (the reason is beside it). Another
 * feature reaches a table only through what its owner's `api.ts` exports: a function, a view or an
 * SQL fragment written in the owner's folder. `scripts/check-table-owners.ts` (`npm run
 * check:tables`) reads every feature's SQL against this map; `table-owners.test.ts` keeps the map
 * equal to the schema.
 *
 * Names only, no imports: infrastructure imports no feature.
 */

/** The feature folders under `src/server/features/`. */
export type FeatureFolder =
  | 'analytics'
  | 'articles'
  | 'audit'
  | 'backup'
  | 'cart'
  | 'catalog'
  | 'digest'
  | 'email'
  | 'follow-up'
  | 'loyalty'
  | 'metrics'
  | 'newsletter'
  | 'orders'
  | 'people'
  | 'quiz'
  | 'rep-auth'
  | 'store-settings'
  | 'survey'
  | 'system'
  | 'users';

/** The infrastructure folders under `src/server/` that own tables of their own. */
export type InfrastructureFolder = 'db' | 'http' | 'mail';

export type TableOwner = FeatureFolder | InfrastructureFolder;

export const infrastructureFolders: readonly InfrastructureFolder[] = ['db', 'http', 'mail'];

/** Every table and view of `schema.sql`, by name, with its owner. */
export const tableOwners = {
  // analytics
  funnel_daily_total: 'analytics',
  funnel_depth_daily: 'analytics',
  funnel_event: 'analytics',
  funnel_person: 'analytics',
  outside_buyer: 'analytics',
  outside_purchase_daily: 'analytics',
  recommendation_daily: 'analytics',
  /** SQL only (a view offered to other features): recommendation_daily's people per product and day. */
  recommended_people_daily: 'analytics',

  // articles
  article: 'articles',
  article_faq: 'articles',
  article_how_to_step: 'articles',
  article_view_salt: 'articles',
  article_view_seen: 'articles',

  // audit
  audit_entry: 'audit',

  // backup
  backup_run: 'backup',

  // cart
  cart_item: 'cart',

  // catalog
  product: 'catalog',
  product_image: 'catalog',
  product_image_variant: 'catalog',
  /** SQL only (a view offered to other features): the products' names. */
  product_names: 'catalog',

  // digest
  digest_run: 'digest',

  // email (the feature: consent, clicks, caught development mail)
  caught_mail: 'email',
  consent_event: 'email',
  consent_latest: 'email',
  email_click: 'email',
  email_click_recency: 'email',
  /** SQL only (a view offered to other features): the clicks on links in our emails. */
  email_link_clicks: 'email',

  // follow-up
  flow_step_version: 'follow-up',

  // loyalty
  loyalty_member: 'loyalty',
  loyalty_redemption: 'loyalty',
  loyalty_reward: 'loyalty',
  loyalty_setting: 'loyalty',
  loyalty_transaction: 'loyalty',
  /** SQL only (a view offered to other features): the memberships of loyalty_member. */
  memberships: 'loyalty',
  purchase_claim: 'loyalty',
  purchase_claim_decision: 'loyalty',

  // newsletter (with its segments, in newsletter/segments/)
  /** SQL only (a view offered to other features): the campaigns' subjects. */
  campaign_subjects: 'newsletter',
  newsletter_campaign: 'newsletter',
  newsletter_subscriber: 'newsletter',
  segment: 'newsletter',
  segment_person: 'newsletter',
  /** SQL only: the queue of addresses and people whose segment rows the deferred trigger settles (SegmentPersonEntity's). */
  segment_person_change: 'newsletter',
  /** SQL only (a view): the facts segment_person rows are computed from, read by segments/segment-sql.ts. */
  segment_person_source: 'newsletter',

  // orders
  sales_daily: 'orders',
  sales_person: 'orders',
  sales_product_daily: 'orders',
  store_order: 'orders',
  store_order_delivery: 'orders',
  store_order_line: 'orders',
  store_order_webhook: 'orders',

  // people
  person_note: 'people',

  // quiz
  outcome_answer: 'quiz',
  outcome_tally: 'quiz',
  quiz_response: 'quiz',
  /** SQL only (a view offered to other features): quiz_response's results, without the answers. */
  quiz_results: 'quiz',
  quiz_session: 'quiz',
  /** SQL only (a view offered to other features): each quiz session's visit source. */
  quiz_session_sources: 'quiz',
  recommendation_rule_set: 'quiz',

  // rep-auth
  rep_account: 'rep-auth',
  rep_account_link: 'rep-auth',
  rep_device: 'rep-auth',
  rep_recovery_code: 'rep-auth',
  rep_session: 'rep-auth',
  rep_sign_in_failure: 'rep-auth',
  rep_staff_policy: 'rep-auth',

  // store-settings
  store_setting: 'store-settings',

  // survey
  survey_follow_up: 'survey',
  survey_response: 'survey',

  // users
  email_confirmation: 'users',
  /** SQL only (a view offered to other features): the email rows of "user". */
  email_rows: 'users',
  user: 'users',

  // infrastructure
  /** TypeORM's record of the migrations run (db/migrations.ts runs them). */
  migrations: 'db',
  rate_limit_counter: 'http',
  app_secret: 'mail',
  email_message: 'mail',
  email_suppression: 'mail',
  /** SQL only (a view offered to features): the outbox's messages, without their link tokens. */
  outbox_messages: 'mail',
  spent_challenge: 'mail',
} as const satisfies Record<string, TableOwner>;

export type TableName = keyof typeof tableOwners;

/**
 * Views an owner offers to every feature, as part of what its api.ts stands for: SQL anywhere may
 * name them. Each is defined in its owner's `sql/<view>.sql` (docs/decisions/0131-owner-views.md)
 * and said so in the owner's api.ts.
 */
export const offeredViews: readonly TableName[] = [
  'campaign_subjects',
  'email_link_clicks',
  'email_rows',
  'memberships',
  'outbox_messages',
  'product_names',
  'quiz_results',
  'quiz_session_sources',
  'recommended_people_daily',
];

/** The owner of a table or view, or undefined for a name the schema does not have. */
export function ownerOfTable(name: string): TableOwner | undefined {
  return Object.hasOwn(tableOwners, name) ? tableOwners[name as TableName] : undefined;
}
