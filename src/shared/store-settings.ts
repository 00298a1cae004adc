import { backupTimeOfDaySchema } from './backup.js';
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

/** https only: links open the storefront from a page on https. Plain http is for a storefront on this machine. */
function isStorefrontAddress(value: string): boolean {
  const match = ADDRESS.exec(value);
  if (!match) return false;
  const host = match[2]!.replace(/:\d{1,5}$/, '').toLowerCase();
  if (!HOST.test(host)) return false;
  return match[1]!.toLowerCase() === 'https' || LOCAL_HOSTS.has(host);
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
    /** Days an email capture nobody confirmed is kept before the daily job erases it. */
    unconfirmedRetentionDays: z.number().int(),
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
    unconfirmedRetentionDays: retentionDaysSchema.nullable().optional(),
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
});
export type PublicStoreSettings = z.output<typeof publicStoreSettingsSchema>;

