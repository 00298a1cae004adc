// Zod-free on purpose: the landing page and the cart read these, and their scripts must not pull in zod.
import { SUPPORT_EMAIL } from './site.js';

/** Subtotal (cents) from which shipping is free: "free shipping over $40", $40.00 included. The default of the store setting. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 4000;

/** The representative's settings that shoppers see (the public store settings, without the storefront address). */
export interface ShopperSettings {
  freeShippingThresholdCents: number;
  contactEmail: string;
  contactPhone: string | null;
  supportNote: string | null;
  instagramUrl: string | null;
  facebookUrl: string | null;
  tiktokUrl: string | null;
  pinterestUrl: string | null;
  youtubeUrl: string | null;
}

/** The shop's social media profiles, in the order the footer lists them; each is optional. */
export const socialLinkSettings = [
  { name: 'instagramUrl', label: 'Instagram' },
  { name: 'facebookUrl', label: 'Facebook' },
  { name: 'tiktokUrl', label: 'TikTok' },
  { name: 'pinterestUrl', label: 'Pinterest' },
  { name: 'youtubeUrl', label: 'YouTube' },
] as const satisfies readonly { name: keyof ShopperSettings; label: string }[];

/** The constants behind the settings shoppers see, used by pages until the saved ones arrive. */
export const shopperSettingDefaults: ShopperSettings = {
  freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
  contactEmail: SUPPORT_EMAIL,
  contactPhone: null,
  supportNote: null,
  instagramUrl: null,
  facebookUrl: null,
  tiktokUrl: null,
  pinterestUrl: null,
  youtubeUrl: null,
};

/** Cents still missing for free shipping; 0 once the subtotal reaches the threshold. */
export function centsToFreeShipping(subtotal: number, threshold: number): number {
  return Math.max(0, threshold - subtotal);
}
