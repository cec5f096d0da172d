export function chromiumPath(): string | null;
export function requireChromium(): string;
export const chromiumArgs: string[];
