// Types of bench/budgets.mjs for its unit test and the search e2e test.
type Check = { name: string; scope: string; pass: boolean; shown: string; gated: boolean };
type Medians = Record<string, number | null>;

export declare const budgets: Record<string, number>;
export declare const simulatedReportOnly: string[];
export declare const realBudgets: { lcpOverLimit: number; hydratedOverFloor: number; tbtOverFloor: number };
export declare function checkBudgets(
  jobs: Array<{ url: string; page: string; locale: string; preset: string; median: Medians; limitMedian: Medians; fonts: string[] }>,
  floor: Record<string, Medians>,
  locales: string[]
): Check[];
export declare function checkRealBudgets(jobs: Array<{ url: string; median: Medians; limitMedian: Medians }>, floor: Medians): Check[];
export declare const searchBudgets: { firstResultMs: number; queryIndexBytes: number };
export declare function checkSearchBudgets(
  pages: Array<{ url: string; beforeOpen: string[]; first: SearchQuery; later: SearchQuery }>
): Check[];
type SearchQuery = { query: string; ms: number; indexBytes: number };
export declare function missedGates(checks: Check[]): Check[];
