/**
 * The server-rendered content of <main>, read once when the client bundle is
 * evaluated, before React hydrates. The error page shows it to crawlers instead of
 * an error, so a client-side failure never replaces indexed content.
 */
import 'client-only';

export const prerenderedMain: string | null = typeof document === 'undefined' ? null : (document.getElementById('main')?.innerHTML ?? null);
