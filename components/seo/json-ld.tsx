import { jsonLdText } from '@/lib/seo/structured-data';

/** Structured data for search engines; a data block, not a script (CSP does not apply). */
export function JsonLd({ data }: { data: Record<string, unknown> | readonly Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
