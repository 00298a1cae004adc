/**
 * Who may do what in the back-office. Every admin route and procedure names the area it
 * belongs to (server: rep-auth/back-office.ts); this table is the only place that decides
 * which role may use which area, for the server's answers and the navigation alike.
 */
export const staffRoles = ['owner', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const backOfficeAreas = [
  /** Her own sign-in: activity, password, sessions, second factor. */
  'own-account',
  /** Points claims and reward redemptions. */
  'claims',
  /** People: their list, their page, notes (never exports or erasure). */
  'people',
  /** Products, their images and articles. */
  'catalogue',
  /** Newsletter drafts (writing, previewing, a test to herself). */
  'newsletter-drafts',
  /** Sending or scheduling a newsletter to its audience. */
  'newsletter-sending',
  /** What waits for someone today (the first cards of the dashboard). */
  'waiting',
  /**
   * Everything else: settings, the loyalty programme and recommendation rules, exports of
   * people, erasure, backups, accounts, sales, figures, flows, segments and the change history.
   */
  'owner',
] as const;
export type BackOfficeArea = (typeof backOfficeAreas)[number];

/** What the owner decided for her staff. */
export interface StaffPermissions {
  staffMaySendNewsletters: boolean;
  /** Every account signs in with a second factor (one without may only set it up). */
  secondFactorRequired: boolean;
}

export function roleMayUse(role: StaffRole, area: BackOfficeArea, permissions: StaffPermissions): boolean {
  if (role === 'owner') return true;
  if (area === 'owner') return false;
  if (area === 'newsletter-sending') return permissions.staffMaySendNewsletters;
  return true;
}

/** Whether `holder` holds at least `role`: an owner holds every role, staff only staff. */
export function roleIncludes(holder: StaffRole, role: StaffRole): boolean {
  return holder === 'owner' || role === 'staff';
}

export const staffRoleLabels: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };

export const ROLE_REFUSED_MESSAGE = "Your role doesn't include this. Ask the shop's owner.";
export const SECOND_FACTOR_SETUP_MESSAGE = 'Set up two-factor sign-in first: the shop requires it for every account.';
export const SECOND_FACTOR_NEEDED_MESSAGE = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
export const WRONG_CODE_MESSAGE = 'That code is not right. Use the newest code from your authenticator app, or a recovery code.';
