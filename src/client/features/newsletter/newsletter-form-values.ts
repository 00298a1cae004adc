import { loyaltyTiers, type LoyaltyTier } from '../../../shared/loyalty';
import { type Newsletter, type NewsletterAudience, type NewsletterList, SUBJECT_TEST_DEFAULTS } from '../../../shared/newsletter';

/** What the editor holds while it is typed: the audience as one select value ('all', 'members', 'tier:Gold', 'segment:4'). */
export interface NewsletterFormValues {
  subject: string;
  /** A subject line test: the second subject, the test's share and when the winner is chosen. */
  testSubjects: boolean;
  subjectB: string;
  testPercent: number;
  winnerAfterHours: number;
  preheader: string;
  markdown: string;
  audience: string;
  productIds: string[];
}

export const emptyNewsletter: NewsletterFormValues = {
  subject: '',
  testSubjects: false,
  subjectB: '',
  ...SUBJECT_TEST_DEFAULTS,
  preheader: '',
  markdown: 'Hello!\n\nWrite your news here. **Bold**, *italics*, lists and [links](/learning-hub) work as in articles.',
  audience: 'all',
  productIds: [],
};

export function audienceValue(audience: NewsletterAudience): string {
  if (audience.kind === 'tier') return `tier:${audience.tier}`;
  if (audience.kind === 'segment') return `segment:${audience.segmentId}`;
  return audience.kind;
}

export function audienceOf(value: string): NewsletterAudience {
  if (value.startsWith('tier:')) return { kind: 'tier', tier: value.slice(5) as LoyaltyTier };
  if (value.startsWith('segment:')) return { kind: 'segment', segmentId: Number(value.slice(8)) };
  return { kind: value === 'members' ? 'members' : 'all' };
}

export function formValuesOf(newsletter: Newsletter): NewsletterFormValues {
  const test = newsletter.subjectTest;
  return {
    subject: newsletter.subject,
    testSubjects: test !== null,
    subjectB: test?.subjects[1] ?? '',
    testPercent: test?.testPercent ?? SUBJECT_TEST_DEFAULTS.testPercent,
    winnerAfterHours: test?.winnerAfterHours ?? SUBJECT_TEST_DEFAULTS.winnerAfterHours,
    preheader: newsletter.preheader ?? '',
    markdown: newsletter.markdown,
    audience: audienceValue(newsletter.audience),
    productIds: newsletter.productIds.map(String),
  };
}

/** The audiences to choose from, each with the number of people it reaches now (a segment's is on its own screen). */
export function audienceOptions(sizes: NewsletterList['audiences'] | undefined, segments: ReadonlyArray<{ id: number; name: string }> = []) {
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n.toLocaleString('en-US')})`);
  return [
    { value: 'all', label: `All confirmed subscribers${count(sizes?.all)}` },
    { value: 'members', label: `Loyalty members only${count(sizes?.members)}` },
    ...loyaltyTiers.map((tier) => ({ value: `tier:${tier}`, label: `${tier} members${count(sizes?.tiers[tier])}` })),
    ...segments.map((segment) => ({ value: `segment:${segment.id}`, label: `Segment: ${segment.name}` })),
  ];
}

export function audienceSize(sizes: NewsletterList['audiences'] | undefined, value: string): number | undefined {
  if (!sizes) return undefined;
  const audience = audienceOf(value);
  if (audience.kind === 'segment') return undefined;
  return audience.kind === 'tier' ? sizes.tiers[audience.tier] : sizes[audience.kind];
}

/** The subject fields a save sends: one subject, or two to test with the test's settings (null removes a test). */
export function subjectFieldsOf(values: NewsletterFormValues) {
  if (!values.testSubjects) return { subject: values.subject };
  return { subjects: [values.subject, values.subjectB] as [string, string], testPercent: values.testPercent, winnerAfterHours: values.winnerAfterHours };
}
