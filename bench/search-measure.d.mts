import type { Page } from '@playwright/test';

export declare const searchAsset: RegExp;
export declare const indexFile: RegExp;
export type QueryMeasurement = {
  query: string;
  /** Typing (one input event) to the first result in the document, ms. */
  ms: number;
  /** Bytes of Pagefind index files (.pf_meta/.pf_index/.pf_fragment) the query transferred. */
  indexBytes: number;
  /** Bytes of all search files the query transferred. */
  bytes: number;
};
export type SearchMeasurement = {
  /** URLs the page requested before the search was opened. */
  beforeOpen: string[];
  /** URLs requested from opening the search on. */
  openRequests: string[];
  /** Click to engine loaded (script, worker, WebAssembly, index metadata), ms. */
  openMs: number;
  /** Bytes transferred by opening (dialog code and engine). */
  openBytes: number;
  first: QueryMeasurement;
  later: QueryMeasurement;
};
export declare function measureSearch(
  page: Page,
  options: { url: string; query: string; firstQuery: string; throttle?: number }
): Promise<SearchMeasurement>;
export declare function timeToFirstResult(page: Page, query: string): Promise<number>;
export declare function clearQuery(page: Page): Promise<void>;
