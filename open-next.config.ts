import type { OpenNextConfig } from '@opennextjs/aws/types/open-next.js';

/**
 * The site on AWS through OpenNext (`npm run build:aws`, docs/deploying.md): one
 * Lambda function behind API Gateway (HTTP API) answers pages, 404s, the contact
 * route and the scheduled outbox run; CloudFront and S3 serve .open-next/assets and
 * hold the prerendered pages (.open-next/cache). OpenNext's defaults otherwise: the
 * pages never revalidate, so its DynamoDB tags and SQS queue stay idle.
 */
const config = {
  default: {
    override: { wrapper: 'aws-lambda', converter: 'aws-apigw-v2' }
  },
  // `npm run build`: the site's own build (two passes, postbuild checks), in Next's standalone mode.
  buildCommand: 'npm run build'
} satisfies OpenNextConfig;

export default config;
