/** `tel:` link for a phone number as written for people (spaces, dashes, brackets removed). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (!/^\+?\d{5,}$/.test(digits)) throw new Error(`Not a phone number: ${phone}`);
  return `tel:${digits}`;
}

export function mailtoHref(email: string): string {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an email address: ${email}`);
  return `mailto:${email}`;
}
