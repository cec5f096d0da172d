export declare function lowestAllowed(range: string): number[];
export declare function isAtLeast(version: string, lowest: number[]): boolean;
