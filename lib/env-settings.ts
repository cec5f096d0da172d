/**
 * Reading deployment settings from the environment: when used, never at import time, so
 * tests and the command line can set them first. Shared by the enquiry settings
 * (lib/enquiries/config.ts) and the proxy count (lib/security/forwarded.ts).
 */

/** A setting's value, trimmed; undefined when it is unset or blank. */
export function envSetting(name: string): string | undefined {
  const v = process.env[name];
  return v && v.trim() ? v.trim() : undefined;
}

const reported = new Set<string>();

/** Says once per process that a setting is unreadable: some are read on every request. */
export function reportUnreadableSetting(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(message);
}
