import { backupTimeOfDaySchema } from './backup.js';
import { digestTimeSchema } from './digest.js';
import { text } from './text.js';
import { z } from './zod.js';

/**
 * What the representative changes about her shop herself: the storefront links point at, the
 * free-shipping threshold, how shoppers reach her, when the usage survey is sent and when the
 * daily backup is taken. A setting
 * never saved (or set back to null) follows its default: the environment variable or constant.
 */
export const STORE_SETTINGS_CHANGED_SINCE_OPENED = 'These settings changed since you opened them. Reload to see the new version before saving.';
/** Highest free-shipping threshold: $1,000.00. */
export const MAX_FREE_SHIPPING_THRESHOLD_CENTS = 100_000;
/** Longest wait before the usage-survey invitation: a year. */
export const MAX_SURVEY_INVITE_DELAY_HOURS = 24 * 365;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** scheme://host[:port][/path…], with no user name or password in it. */
const ADDRESS = /^(https?):\/\/([^\s/?#@]+)([/?#]\S*)?$/i;
const HOST = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/;

/** The scheme and host of a full address (no user name or password), or null when it is none. */
function schemeAndHost(value: string): { scheme: string; host: string } | null {
  const match = ADDRESS.exec(value);
  if (!match) return null;
  const host = match[2]!.replace(/:\d{1,5}$/, '').toLowerCase();
  return HOST.test(host) ? { scheme: match[1]!.toLowerCase(), host } : null;
}

/** https only: links open the storefront from a page on https. Plain http is for a storefront on this machine. */
function isStorefrontAddress(value: string): boolean {
  const address = schemeAndHost(value);
  return address !== null && (address.scheme === 'https' || LOCAL_HOSTS.has(address.host));
}

function isHttpsAddress(value: string): boolean {
  return schemeAndHost(value)?.scheme === 'https';
}

const storeUrlSchema = text('The storefront address', { error: 'The storefront address is required' })
  .trim()
  .max(500, 'The storefront address is at most 500 characters')
  .refine(isStorefrontAddress, 'The storefront address must be a full address starting with https:// (http:// only for localhost)');

const thresholdSchema = z
  .number({ error: 'The free-shipping threshold must be an amount in cents' })
  .int('The free-shipping threshold must be whole cents')
  .min(0, 'The free-shipping threshold cannot be negative')
  .max(MAX_FREE_SHIPPING_THRESHOLD_CENTS, 'The free-shipping threshold is at most $1,000.00');

const contactEmailSchema = text('The contact email', { error: 'Enter the email address shoppers write to' })
  .trim()
  .max(254, 'Enter a valid email address')
  .pipe(z.email('Enter a valid email address'));

const contactPhoneSchema = text('The phone number', { error: 'The phone number must be text' })
  .trim()
  .max(30, 'A phone number is at most 30 characters')
  .regex(/^\+?(?:[ ().-]*[0-9]){6,15}[ ().-]*$/, 'A phone number has 6 to 15 digits, with spaces, ( ) . - between them and an optional + in front');

const supportNoteSchema = text('The support note', { error: 'The support note must be text' })
  .trim()
  .min(1, 'Leave the support note empty or write something')
  .max(300, 'The support note is at most 300 characters');

const surveyDelaySchema = z
  .number({ error: 'The survey delay must be a number of hours' })
  .int('The survey delay must be whole hours')
  .min(0, 'The survey delay cannot be negative')
  .max(MAX_SURVEY_INVITE_DELAY_HOURS, 'The survey delay is at most 8,760 hours (a year)');

/** Longest wait before the survey's personal recommendation: the promised 24 hours. */
export const MAX_SURVEY_FOLLOW_UP_DELAY_MINUTES = 24 * 60;

const surveyFollowUpDelaySchema = z
  .number({ error: 'The recommendation delay must be a number of minutes' })
  .int('The recommendation delay must be whole minutes')
  .min(0, 'The recommendation delay cannot be negative')
  .max(MAX_SURVEY_FOLLOW_UP_DELAY_MINUTES, 'The recommendation delay is at most 1,440 minutes (the promised 24 hours)');

const memberOfferTextSchema = text('The member offer', { error: 'The member offer must be text' })
  .trim()
  .min(1, 'Leave the member offer empty or describe it')
  .max(300, 'The member offer is at most 300 characters')
  .refine((value) => !/[\r\n]/.test(value), 'The member offer is one line');

const memberOfferCodeSchema = text('The offer code', { error: 'The offer code must be text' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'The offer code is 1 to 40 letters, digits, - or _, with no spaces');

/** A calendar date, YYYY-MM-DD: the last day the offer applies. */
const memberOfferEndSchema = text('The offer end date', { error: 'The offer end date must be a date' })
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'The offer end date must be a date written YYYY-MM-DD')
  .refine((value) => {
    // Runs after a failed pattern too: a text that is no date must not reach toISOString.
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'The offer end date is not a real date');
/** A profile address: https only, so a link from the shop never leaves for plain http or a script. Empty clears it. */
function socialUrlSchema(site: string) {
  const label = `The ${site} address`;
  return text(label, { error: `${label} must be text` })
    .trim()
    .max(500, `${label} is at most 500 characters`)
    .refine((value) => value === '' || isHttpsAddress(value), `${label} must be a full address starting with https://`)
    .transform((value) => (value === '' ? null : value));
}

/** Days an unconfirmed email capture is kept by default before its data is erased. */
export const DEFAULT_UNCONFIRMED_RETENTION_DAYS = 30;
export const MAX_UNCONFIRMED_RETENTION_DAYS = 3650;

const retentionDaysSchema = z
  .number({ error: 'The retention period must be a number of days' })
  .int('The retention period must be whole days')
  .min(1, 'The retention period is at least 1 day')
  .max(MAX_UNCONFIRMED_RETENTION_DAYS, 'The retention period is at most 3,650 days (ten years)');

/** The settings as they apply now: saved values or defaults (defaults come from the environment, so the editing rules above do not bind them). */
export const storeSettingsSchema = z
  .object({
    storeUrl: text(),
    freeShippingThresholdCents: z.number().int(),
    contactEmail: text(),
    contactPhone: text().nullable(),
    supportNote: text().nullable(),
    surveyInviteDelayHours: z.number(),
    /** When the server takes its daily backup, HH:MM in the server's time zone. */
    backupTimeOfDay: text(),
    /** Whether the daily digest email is sent to the contact email. */
    digestEnabled: z.boolean(),
    /** When the daily digest is sent, HH:MM in the server's time zone. */
    digestTime: text(),
    /** Minutes between a usage survey's answer and the personal recommendation it promises. */
    surveyFollowUpDelayMinutes: z.number(),
    /** The day-6 email's member offer; with no text (or past its end date) that email is skipped. */
    memberOfferText: text().nullable(),
    memberOfferCode: text().nullable(),
    /** The offer's last day, YYYY-MM-DD (UTC); null: no end date. */
    memberOfferExpiresOn: text().nullable(),
    /** Days an email capture nobody confirmed is kept before the daily job erases it. */
    unconfirmedRetentionDays: z.number().int(),
    /** The shop's social media profiles (https); null: the footer shows no link for it. */
    instagramUrl: text().nullable(),
    facebookUrl: text().nullable(),
    tiktokUrl: text().nullable(),
    pinterestUrl: text().nullable(),
    youtubeUrl: text().nullable(),
  })
  .strict();
export type StoreSettings = z.output<typeof storeSettingsSchema>;
export type StoreSettingName = keyof StoreSettings;

/**
 * PATCH /api/admin/settings: the version the editor opened and the settings to change; a setting
 * sent as null goes back to its default.
 */
export const updateStoreSettingsInputSchema = z
  .object({
    version: z.number({ error: 'version must be the version you opened' }).int('version must be the version you opened').min(1).max(2_147_483_647),
    storeUrl: storeUrlSchema.nullable().optional(),
    freeShippingThresholdCents: thresholdSchema.nullable().optional(),
    contactEmail: contactEmailSchema.nullable().optional(),
    contactPhone: contactPhoneSchema.nullable().optional(),
    supportNote: supportNoteSchema.nullable().optional(),
    surveyInviteDelayHours: surveyDelaySchema.nullable().optional(),
    backupTimeOfDay: backupTimeOfDaySchema.nullable().optional(),
    digestEnabled: z.boolean({ error: 'digestEnabled must be true or false' }).nullable().optional(),
    digestTime: digestTimeSchema.nullable().optional(),
    surveyFollowUpDelayMinutes: surveyFollowUpDelaySchema.nullable().optional(),
    memberOfferText: memberOfferTextSchema.nullable().optional(),
    memberOfferCode: memberOfferCodeSchema.nullable().optional(),
    memberOfferExpiresOn: memberOfferEndSchema.nullable().optional(),
    unconfirmedRetentionDays: retentionDaysSchema.nullable().optional(),
    instagramUrl: socialUrlSchema('Instagram').nullable().optional(),
    facebookUrl: socialUrlSchema('Facebook').nullable().optional(),
    tiktokUrl: socialUrlSchema('TikTok').nullable().optional(),
    pinterestUrl: socialUrlSchema('Pinterest').nullable().optional(),
    youtubeUrl: socialUrlSchema('YouTube').nullable().optional(),
  })
  .strict();
export type UpdateStoreSettingsInput = z.output<typeof updateStoreSettingsInputSchema>;
/** The changes of an update, without its version. */
export type StoreSettingChanges = Omit<UpdateStoreSettingsInput, 'version'>;

/** What the representative's settings page reads: the settings, their defaults, and the version to save against. */
export const adminStoreSettingsSchema = z
  .object({
    settings: storeSettingsSchema,
    defaults: storeSettingsSchema,
    version: z.number().int(),
    updatedAt: text().nullable(),
  })
  .strict();
export type AdminStoreSettings = z.output<typeof adminStoreSettingsSchema>;

/** What shoppers see (GET /api/settings): nothing about emails sent or how the shop is run. */
export const publicStoreSettingsSchema = storeSettingsSchema.pick({
  storeUrl: true,
  freeShippingThresholdCents: true,
  contactEmail: true,
  contactPhone: true,
  supportNote: true,
  instagramUrl: true,
  facebookUrl: true,
  tiktokUrl: true,
  pinterestUrl: true,
  youtubeUrl: true,
});
export type PublicStoreSettings = z.output<typeof publicStoreSettingsSchema>;

