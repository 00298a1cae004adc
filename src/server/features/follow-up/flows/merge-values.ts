import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../../core/app-deps.js';
import { currentRecommendation } from '../../quiz/api.js';
import { latestQuizOfAddress } from '../../users/api.js';
import { queryRows } from '../../../db/sql.js';
import { generalTips, skinTypeTips, tipsAsHtml, tipsAsText } from '../emails/skin-type-tips.js';
import { currentMemberOffer } from '../member-offer.js';
import type { MergeValues } from './merge-fields.js';

export interface MergeSource {
  /** The address the message goes to: her latest quiz is found by it when the message names none. */
  recipient: string;
  firstName: string | null;
  quizResponseId: number | null;
  /** The product a survey invitation asks about: its `{topPick}`. */
  productId?: number | null;
}

/** Her latest quiz when the message was queued without one (the welcome's payload has none). */
async function latestQuizOf(manager: EntityManager, recipient: string): Promise<number | null> {
  if (!recipient) return null;
  const [row] = await queryRows(manager, latestQuizOfAddress(recipient));
  return row?.id ?? null;
}

/** What each merge field says for this person, read when her message is rendered. */
export async function mergeValuesFor(deps: AppDeps, manager: EntityManager, source: MergeSource): Promise<MergeValues> {
  const site = deps.env.SITE_URL;
  const quizResponseId = source.quizResponseId ?? (await latestQuizOf(manager, source.recipient));
  const [recommendation, offer, shopLink, { byId }] = await Promise.all([
    quizResponseId === null ? null : currentRecommendation(deps, quizResponseId),
    currentMemberOffer(deps),
    deps.storeSettings.storeUrl(),
    deps.catalog.current(),
  ]);
  const tips = recommendation ? skinTypeTips[recommendation.skinType] : generalTips;
  const surveyed = source.productId ? byId.get(source.productId) : undefined;
  const topPick = surveyed?.name ?? recommendation?.picks[0]?.product.name;
  return {
    firstName: source.firstName?.trim() || 'there',
    skinType: recommendation ? `${recommendation.skinType} skin` : 'your skin',
    topPick: topPick ?? 'matched routine',
    resultsLink: recommendation ? `${site}/results-premium/${encodeURIComponent(recommendation.sessionId)}` : `${site}/quiz`,
    offer: offer.state === 'active' ? offer.text : '',
    offerCode: offer.state === 'active' ? (offer.code ?? '') : '',
    shopLink,
    skinTips: tipsAsText(tips),
    skinTipsHtml: tipsAsHtml(tips),
  };
}
