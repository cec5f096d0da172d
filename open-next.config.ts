import type { OpenNextConfig } from '@opennextjs/aws/types/open-next.js';

/**
 * The site on AWS through OpenNext (`npm run build:aws`, docs/deploying.md): one
 * Lambda function behind API Gateway (HTTP API) answers pages, 404s, the contact
 * route and the scheduled outbox run; CloudFront and S3 serve .open-next/assets and
 * hold the prerendered pages (.open-next/cache). OpenNext's defaults otherwise: the
 * pages never revalidate, so its DynamoDB tags and SQS queue stay idle.
 *
 * CloudFront in front of API Gateway, as OpenNext deploys it, appends the client's
 * address to X-Forwarded-For and API Gateway then the edge's: ENQUIRY_PROXY_HOPS=2 (1
 * would count the edge as the client). The mail goes out through the scheduled
 * /api/cron/outbox run, never in a post's request: this wrapper awaits after() work.
 */
const config = {
  default: {
    override: { wrapper: 'aws-lambda', converter: 'aws-apigw-v2' }
  },
  // `npm run build`: the site's own build (one next build, then its postbuild steps), in Next's standalone mode.
  buildCommand: 'npm run build'
} satisfies OpenNextConfig;

export default config;
