// Types of bench/real.mjs for its unit test.
export declare function blockingTimeAfter(fcp: number | null, longTasks: Array<[number, number]>): number | null;
