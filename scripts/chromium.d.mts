export function requireChromium(): string;
export const chromiumArgs: string[];
