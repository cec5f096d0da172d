export declare const configuredBuildEnv: Record<string, string>;
export declare function configuredDistDir(distDir: string): string;
