import { type StoreSettingChanges, type StoreSettings, updateStoreSettingsInputSchema } from '../../../shared/store-settings';
import { dollarsMessage, parseDollars } from '../../../shared/money';

/** The form edits the threshold in dollars and the optional texts as strings (empty: none). */
export interface SettingsFormValues {
  storeUrl: string;
  freeShippingThreshold: number | string;
  contactEmail: string;
  contactPhone: string;
  supportNote: string;
  surveyInviteDelayHours: number | string;
  backupTimeOfDay: string;
  digestEnabled: boolean;
  digestTime: string;
  surveyFollowUpDelayMinutes: number | string;
  memberOfferText: string;
  memberOfferCode: string;
  memberOfferExpiresOn: string;
  unconfirmedRetentionDays: number | string;
  instagramUrl: string;
  facebookUrl: string;
  tiktokUrl: string;
  pinterestUrl: string;
  youtubeUrl: string;
}

/** Form field → the setting it edits (the API names the setting in its errors). */
const settingOfField: Record<keyof SettingsFormValues, keyof StoreSettings> = {
  storeUrl: 'storeUrl',
  freeShippingThreshold: 'freeShippingThresholdCents',
  contactEmail: 'contactEmail',
  contactPhone: 'contactPhone',
  supportNote: 'supportNote',
  surveyInviteDelayHours: 'surveyInviteDelayHours',
  backupTimeOfDay: 'backupTimeOfDay',
  digestEnabled: 'digestEnabled',
  digestTime: 'digestTime',
  surveyFollowUpDelayMinutes: 'surveyFollowUpDelayMinutes',
  memberOfferText: 'memberOfferText',
  memberOfferCode: 'memberOfferCode',
  memberOfferExpiresOn: 'memberOfferExpiresOn',
  unconfirmedRetentionDays: 'unconfirmedRetentionDays',
  instagramUrl: 'instagramUrl',
  facebookUrl: 'facebookUrl',
  tiktokUrl: 'tiktokUrl',
  pinterestUrl: 'pinterestUrl',
  youtubeUrl: 'youtubeUrl',
};
const fieldNames = Object.keys(settingOfField) as (keyof SettingsFormValues)[];

export function fieldOfSetting(setting: string): keyof SettingsFormValues | undefined {
  return fieldNames.find((field) => settingOfField[field] === setting);
}

export function formValuesOf(settings: StoreSettings): SettingsFormValues {
  return {
    storeUrl: settings.storeUrl,
    freeShippingThreshold: settings.freeShippingThresholdCents / 100,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone ?? '',
    supportNote: settings.supportNote ?? '',
    surveyInviteDelayHours: settings.surveyInviteDelayHours,
    backupTimeOfDay: settings.backupTimeOfDay,
    digestEnabled: settings.digestEnabled,
    digestTime: settings.digestTime,
    surveyFollowUpDelayMinutes: settings.surveyFollowUpDelayMinutes,
    memberOfferText: settings.memberOfferText ?? '',
    memberOfferCode: settings.memberOfferCode ?? '',
    memberOfferExpiresOn: settings.memberOfferExpiresOn ?? '',
    unconfirmedRetentionDays: settings.unconfirmedRetentionDays,
    instagramUrl: settings.instagramUrl ?? '',
    facebookUrl: settings.facebookUrl ?? '',
    tiktokUrl: settings.tiktokUrl ?? '',
    pinterestUrl: settings.pinterestUrl ?? '',
    youtubeUrl: settings.youtubeUrl ?? '',
  };
}

const number = (value: number | string) => (value === '' ? Number.NaN : Number(value));
const optionalText = (value: string) => (value.trim() === '' ? null : value);

function settingsOf(values: SettingsFormValues): StoreSettings {
  return {
    storeUrl: values.storeUrl,
    freeShippingThresholdCents: parseDollars(String(values.freeShippingThreshold)) ?? Number.NaN,
    contactEmail: values.contactEmail,
    contactPhone: optionalText(values.contactPhone),
    supportNote: optionalText(values.supportNote),
    surveyInviteDelayHours: number(values.surveyInviteDelayHours),
    backupTimeOfDay: values.backupTimeOfDay,
    digestEnabled: values.digestEnabled,
    digestTime: values.digestTime,
    surveyFollowUpDelayMinutes: number(values.surveyFollowUpDelayMinutes),
    memberOfferText: optionalText(values.memberOfferText),
    memberOfferCode: optionalText(values.memberOfferCode),
    memberOfferExpiresOn: optionalText(values.memberOfferExpiresOn),
    unconfirmedRetentionDays: number(values.unconfirmedRetentionDays),
    instagramUrl: optionalText(values.instagramUrl),
    facebookUrl: optionalText(values.facebookUrl),
    tiktokUrl: optionalText(values.tiktokUrl),
    pinterestUrl: optionalText(values.pinterestUrl),
    youtubeUrl: optionalText(values.youtubeUrl),
  };
}

/**
 * Only the settings the representative changed are sent: one she left alone keeps following its
 * default (an environment variable) if it did.
 */
export function changesOf(values: SettingsFormValues, opened: StoreSettings): StoreSettingChanges {
  const edited = settingsOf(values);
  const changes: Record<string, unknown> = {};
  for (const field of fieldNames) {
    const setting = settingOfField[field];
    if (!Object.is(edited[setting], opened[setting])) changes[setting] = edited[setting];
  }
  return changes as StoreSettingChanges;
}

/** The shared schema's messages on the changed fields (the form runs the server's rules). */
export function validateSettings(values: SettingsFormValues, opened: StoreSettings): Record<string, string> {
  const result = updateStoreSettingsInputSchema.safeParse({ version: 1, ...changesOf(values, opened) });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  if (parseDollars(String(values.freeShippingThreshold)) === null) errors.freeShippingThreshold = dollarsMessage('The free-shipping threshold');
  for (const issue of result.error.issues) {
    const field = fieldOfSetting(String(issue.path[0] ?? ''));
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}
