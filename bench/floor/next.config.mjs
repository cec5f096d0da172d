// The framework's defaults; only the build folder is the bench's (git-ignored).
const config = { distDir: process.env.FLOOR_DIST_DIR || '.next', poweredByHeader: false };
export default config;
