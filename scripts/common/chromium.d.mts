export function chromiumPath(): string | null;
export function requireChromium(find?: () => string | null): string;
export const chromiumArgs: string[];
