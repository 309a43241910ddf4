import type { EmailCategory, InAppCategory, NotificationPreferences } from '@quadro/contracts';

/** A change of the preferences: what it names replaces what was there (the PATCH body). */
export interface PreferencesChange {
  timeZone?: string;
  email?: Partial<Record<EmailCategory, boolean>>;
  inApp?: Partial<Record<InAppCategory, boolean>>;
}

/** The preferences once `change` is made. */
export function applyChange(
  preferences: NotificationPreferences,
  change: PreferencesChange,
): NotificationPreferences {
  return {
    timeZone: change.timeZone ?? preferences.timeZone,
    email: { ...preferences.email, ...change.email },
    inApp: { ...preferences.inApp, ...change.inApp },
  };
}

function valuesOf<T extends object>(source: T, keys: Partial<T> | undefined): Partial<T> {
  if (!keys) return {};
  const picked: Partial<T> = {};
  for (const key of Object.keys(keys) as (keyof T)[]) picked[key] = source[key];
  return picked;
}

/**
 * The change that undoes `change` made on `before`: only what it named goes back, so another
 * change made meanwhile stays.
 */
export function undoOf(
  before: NotificationPreferences,
  change: PreferencesChange,
): PreferencesChange {
  return {
    ...(change.timeZone !== undefined && { timeZone: before.timeZone }),
    ...(change.email && { email: valuesOf(before.email, change.email) }),
    ...(change.inApp && { inApp: valuesOf(before.inApp, change.inApp) }),
  };
}
