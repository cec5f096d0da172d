import type { OpenNextConfig } from '@opennextjs/aws/types/open-next.js';
import awsConfig from '../../open-next.config';

/**
 * The AWS build with nothing of AWS but Lambda's shape, for the tests on this machine
 * (tests/aws/): the same function, wrapper and converter, with OpenNext's own
 * file-system stand-ins for the S3 page cache and DynamoDB tags (its `fs-dev`
 * overrides read the same .open-next/cache that is uploaded to S3) and no queue.
 */
const config = {
  ...awsConfig,
  default: {
    override: { ...awsConfig.default.override, incrementalCache: 'fs-dev', tagCache: 'fs-dev', queue: 'dummy' }
  },
  // The site has no next/image, so the image function OpenNext always makes is never
  // called; it gets no sharp here, where the build may reach no registry (npm, given
  // nothing to install offline, makes OpenNext log "Could not install dependencies").
  imageOptimization: { loader: 'fs-dev', install: { packages: [], additionalArgs: '--offline' } }
} satisfies OpenNextConfig;

export default config;
