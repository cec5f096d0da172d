// The builds the end-to-end tests run against (see playwright.config.ts).

/** Dummy values that switch on the map and the analytics consent in the "configured" build. */
export const configuredBuildEnv = {
  NEXT_PUBLIC_MAPBOX_TOKEN: 'pk.test-token-for-e2e',
  NEXT_PUBLIC_GA_ID: 'G-TEST000000'
};

export function configuredDistDir(distDir) {
  return `${distDir}-configured`;
}
