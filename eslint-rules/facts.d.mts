/** eslint-rules/facts.mjs: values the lint rules read from the code they guard. */
export declare const localeCodes: string[];
export declare const pagePaths: string[];
export declare const colorModeStorageKey: string | undefined;
export declare const colourTokens: Array<{ name: string; light: string; dark: string }>;
