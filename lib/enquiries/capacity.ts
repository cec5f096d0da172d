/**
 * How long the contact route works on one post, so that nothing a visitor sends can
 * stall the site; the CV check's own limits and its queue are the package's
 * (sandboxLimits and queueLimits, from `@site/cv-check/sandbox`). Server only (the form's
 * own limits are in ./limits.ts); changing one here changes the code, the tests and what
 * docs/security.md's table describes.
 */
import 'server-only';

/**
 * The longest the route works on one post before it answers 503: well under nginx's
 * proxy_read_timeout (deploy/nginx.conf, nginx's default 60 s), so a visitor never gets
 * the proxy's 504 for a post that is then stored, and more than the queue's wait and a
 * check's backstop together, so those answer first. Past it nothing is stored.
 */
export const handlerDeadlineMs = 30_000;

/** Retry-After of a 503 for a passing overload (the check queue full, a client's second post, the deadline, a check that got no CPU in time or was interrupted twice). */
export const busyRetryAfterSeconds = 30;
