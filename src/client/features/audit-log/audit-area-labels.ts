import type { AuditArea } from '../../../shared/audit';

/** What each part of the back-office is called in the change history. */
export const auditAreaLabels: Record<AuditArea, string> = {
  product: 'Product',
  'product-import': 'Product import',
  'recommendation-rules': 'Recommendation rules',
  'loyalty-reward': 'Loyalty reward',
  'store-settings': 'Store settings',
  'loyalty-settings': 'Loyalty programme',
  article: 'Article',
  newsletter: 'Newsletter',
  'loyalty-redemption': 'Reward redemption',
  'survey-follow-up': 'Survey follow-up',
  person: 'Person',
  'loyalty-claim': 'Purchase claim',
  'loyalty-adjustment': 'Points adjustment',
  'rep-account': 'Accounts and sign-in',
  'store-orders': 'Store orders',
  'email-flow': 'Follow-up emails',
};
