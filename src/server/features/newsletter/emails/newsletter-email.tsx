import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { z } from 'zod';
import { formatCents } from '../../../../shared/money.js';
import { type SubjectVariant, subjectVariants } from '../../../../shared/newsletter.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { brand } from '../../../mail/components/brand.js';
import { EmailLayout } from '../../../mail/components/email-layout.js';
import { EmailText, EmailWrittenBody } from '../../../mail/components/email-parts.js';
import { defineEmail, EmailDataGone, type EmailLinks, type RenderedTemplate } from '../../../mail/email-template.js';
import type { EntityManager } from 'typeorm';
import type { CatalogProduct } from '../../catalog/api.js';
import { withTrackedLinks } from '../../../mail/tracked-html.js';
import { queryRows, sql } from '../../../db/sql.js';

const REASON = 'You are getting this email because you asked for BeautyMatch tips and news (the newsletter, or tips after the quiz) and confirmed your address.';

interface CampaignContent {
  subject: string;
  /** The second subject of a subject line test. */
  subjectB: string | null;
  preheader: string | null;
  contentHtml: string;
  productIds: number[];
}

/**
 * Campaigns already sent never change (a queued one refuses edits), so a worker keeps the last
 * few instead of reading the same row for each of its thousands of messages. Drafts (tests) are
 * read each time.
 */
const sentCampaigns = new Map<number, CampaignContent>();
const KEPT_CAMPAIGNS = 8;

async function loadCampaign(manager: EntityManager, id: number): Promise<CampaignContent> {
  const kept = sentCampaigns.get(id);
  if (kept) return kept;
  const [campaign] = await queryRows(manager, sql<CampaignContent & { queued: boolean }>`SELECT "subject", "subjectB", "preheader", "contentHtml", "productIds", "queuedAt" IS NOT NULL AS queued FROM newsletter_campaign WHERE "id" = ${id}`);
  if (!campaign) throw new EmailDataGone(`newsletter ${id} is gone`);
  const { queued, ...content } = campaign;
  if (queued) {
    if (sentCampaigns.size >= KEPT_CAMPAIGNS) sentCampaigns.delete(sentCampaigns.keys().next().value!);
    sentCampaigns.set(id, content);
  }
  return content;
}

type PickedProduct = Pick<CatalogProduct, 'id' | 'name' | 'price' | 'imageUrl' | 'avonStoreUrl'>;

/** The products picked for the campaign, as the catalogue has them when the message is sent (a removed one is left out). */
function ProductBlock({ products, site, links }: { products: PickedProduct[]; site: string; links: EmailLinks }) {
  if (products.length === 0) return null;
  return (
    <Section style={{ margin: '16px 0' }}>
      {products.map((product) => (
        <Section key={product.id} style={{ border: `1px solid ${brand.line}`, borderRadius: 8, padding: 12, margin: '8px 0' }}>
          <img src={new URL(product.imageUrl, site).href} alt="" width="96" height="96" style={{ borderRadius: 6, maxWidth: '100%' }} />
          <Text style={{ fontSize: 16, fontWeight: 600, margin: '8px 0 4px', color: brand.text }}>{product.name}</Text>
          <Text style={{ fontSize: 15, margin: '0 0 8px', color: brand.muted }}>{formatCents(product.price)}</Text>
          <Link href={links.track(new URL(product.avonStoreUrl, site).href)} style={{ color: brand.accent, fontWeight: 600, textDecoration: 'underline' }}>
            Shop {product.name}
          </Link>
        </Section>
      ))}
    </Section>
  );
}

async function renderCampaign(campaign: CampaignContent, variant: SubjectVariant, deps: AppDeps, links: EmailLinks, test: boolean): Promise<RenderedTemplate> {
  const html = withTrackedLinks(campaign.contentHtml, deps.env.SITE_URL, links.track);
  const subject = variant === 'b' && campaign.subjectB ? campaign.subjectB : campaign.subject;
  const { byId } = await deps.catalog.current();
  const products = campaign.productIds.flatMap((id) => byId.get(id) ?? []);
  return {
    // The representative's own words, checked at save (one line, no controls).
    subject: test ? `[Test] ${subject}` : subject,
    body: (
      <EmailLayout preview={campaign.preheader ?? subject} reason={REASON} unsubscribeUrl={links.unsubscribeUrl} siteUrl={deps.env.SITE_URL}>
        {test ? <EmailText muted>This is a test of your newsletter. Subscribers get it with a working one-click unsubscribe link at the bottom.</EmailText> : null}
        {/* Sanitised when it was saved (the articles' renderer); only its links change here. */}
        <EmailWrittenBody html={html} />
        <ProductBlock products={products} site={deps.env.SITE_URL} links={links} />
      </EmailLayout>
    ),
  };
}

/** Which subject a message carries (a subject line test's), and whether it is one of the test share. */
const payload = z.object({ campaignId: z.number().int(), subject: z.enum(subjectVariants).default('a'), test: z.literal(true).optional() }).strict();

/** A campaign's message to one subscriber: marketing, so it carries the unsubscribe link and headers. */
export const newsletterEmail = defineEmail({
  name: 'newsletter',
  essential: false,
  // Thousands of messages alike but for their links: drawn once (the campaign is fixed once queued).
  sameForEveryRecipient: true,
  payload,
  async render({ payload: { campaignId, subject }, deps, manager, links }) {
    return renderCampaign(await loadCampaign(manager, campaignId), subject, deps, links, false);
  },
});

/** "Send test": the campaign as it is now, to the shop's own contact address (which may have unsubscribed itself). */
export const newsletterTestEmail = defineEmail({
  name: 'newsletter-test',
  essential: true,
  payload,
  async render({ payload: { campaignId, subject }, deps, manager, links }) {
    return renderCampaign(await loadCampaign(manager, campaignId), subject, deps, links, true);
  },
});
