import { followUpSequence } from './email.js';

/**
 * The words for each email the app sends, as a person's profile lists them. The templates are
 * registered by the server's features; test/email-template-labels.test.ts checks each has words.
 */
export const emailTemplateLabels: Readonly<Record<string, string>> = {
  results: 'Quiz results',
  'confirm-change': 'Confirm the new email address',
  'cycling-guide': 'Skin-cycling guide',
  ...Object.fromEntries(followUpSequence.map(({ template, label }) => [template, `Follow-up: ${label}`])),
  'daily-digest': 'Daily digest',
  'loyalty-code': 'Loyalty code',
  'loyalty-join-confirmation': 'Loyalty: confirm joining',
  'loyalty-welcome': 'Loyalty: welcome',
  'reward-fulfilled': 'Reward handed over',
  'reward-cancelled': 'Reward cancelled',
  'claim-approved': 'Purchase claim approved',
  'claim-rejected': 'Purchase claim not approved',
  'points-adjusted': 'Points adjusted',
  'survey-follow-up': 'Usage survey: recommendation',
  'usage-survey': 'Usage survey invitation',
  'newsletter-confirm': 'Newsletter: confirm subscription',
  newsletter: 'Newsletter',
  'newsletter-test': 'Newsletter test send',
  'flow-test': 'Follow-up email test send',
  'my-data': 'Copy of their data',
  'staff-invitation': 'Back-office: invitation',
  'staff-password-reset': 'Back-office: password reset',
  'owner-address-confirmation': 'Back-office: confirm the owner’s address',
  'second-factor-changed': 'Back-office: two-factor sign-in changed',
};
