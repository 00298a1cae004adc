/** What the change history calls fields and values it stores by their code names. */
export const fieldLabels: Record<string, string> = {
  name: 'Name',
  slug: 'Address name',
  description: 'Description',
  reason: 'Reason',
  price: 'Price',
  originalPrice: 'Price before the sale',
  imageUrl: 'Image',
  tags: 'Tags',
  category: 'Category',
  storePath: 'Store path',
  concerns: 'Concerns it targets',
  skinTypes: 'Skin types',
  fragranceFree: 'Fragrance-free',
  sensitiveSafe: 'Safe for sensitive skin',
  nonComedogenic: 'Non-comedogenic',
  harshActives: 'Harsh actives',
  routineStep: 'Routine step',
  budgetTier: 'Budget tier',
  status: 'Status',
  title: 'Title',
  pointsCost: 'Points it costs',
  minTier: 'Lowest tier',
  active: 'Offered',
  pointsBalance: 'Points balance',
  points: 'Points',
  pointsUsed: 'Points used',
  pointsReturned: 'Points returned',
  totalCents: 'Order total',
  decidedBy: 'Decided by',
  decidedAt: 'Decided at',
  fulfilmentNote: 'Fulfilment note',
  cancelReason: 'Why it was cancelled',
  redemptionCode: 'Redemption code',
  reward: 'Reward',
  subject: 'Subject',
  sendAt: 'Send at',
  recipients: 'Recipients',
  personalLine: 'Personal line',
  requestedBy: 'Asked by',
  concernWeights: 'Concern weights',
  essentialSteps: 'Essential steps',
  laterSteps: 'Later steps',
  concernSteps: 'Step for each concern',
  budgetBands: 'Budget bands',
  preferences: 'Product preferences',
  rules: 'Rules',
  freeShippingThresholdCents: 'Free shipping from',
};

/** Stored codes shown as words. */
export const valueLabels: Record<string, string> = {
  active: 'Active',
  archived: 'Archived',
  draft: 'Draft',
  published: 'Published',
  retired: 'Retired',
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
  voided: 'Voided',
  issued: 'Issued',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  representative: 'The representative',
  auto: 'Automatic approval',
  instant: 'Matched a store order at once',
  store_order: 'A store order import',
  prefer: 'Prefer',
  exclude: 'Exclude',
  spf: 'sunscreen (SPF)',
};

/** What each recorded action is called. */
export const actionLabels: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  archive: 'Archived',
  restore: 'Restored',
  import: 'Imported',
  draft: 'Draft started',
  'update draft': 'Draft changed',
  'discard draft': 'Draft discarded',
  publish: 'Published',
  approve: 'Claim approved',
  reject: 'Claim rejected',
  void: 'Purchase voided',
  'add points': 'Points added',
  'remove points': 'Points removed',
  redeem: 'Reward redeemed',
  fulfil: 'Reward handed over',
  cancel: 'Redemption cancelled',
  send: 'Sent',
  schedule: 'Scheduled',
  'add note': 'Note added',
  export: 'Data exported',
  erase: 'Person erased',
};

/** 'originalPrice' → 'Original price', 'dark_spots' → 'Dark spots': words for a name no label covers. */
export function words(code: string): string {
  const spaced = code
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
