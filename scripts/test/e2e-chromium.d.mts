export function testChromiumPath(): string | null;
