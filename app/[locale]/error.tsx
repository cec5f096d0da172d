'use client';

import { useEffect, useState } from 'react';
import { useErrorTexts } from '@/components/layout/error-texts';
import { prerenderedMain } from '@/lib/browser/prerendered-main';

type Props = { error: Error & { digest?: string }; reset: () => void };

type Audience = 'unknown' | 'bot' | 'person';

/**
 * The error page (docs/behaviour.md, Not-found and error pages). Crawlers, auditors and link-preview bots (isbot) never
 * get it: for them the prerendered content stays in place and the error is only
 * logged. isbot is loaded only when an error happens, not with every page.
 */
export default function ErrorPage({ error }: Props) {
  const text = useErrorTexts();
  const [audience, setAudience] = useState<Audience>('unknown');

  useEffect(() => {
    console.error(error);
    import('isbot').then(({ isbot }) => setAudience(isbot(navigator.userAgent) ? 'bot' : 'person')).catch(() => setAudience('person'));
  }, [error]);

  if (audience === 'bot') {
    return prerenderedMain ? <div dangerouslySetInnerHTML={{ __html: prerenderedMain }} /> : null;
  }
  if (audience === 'unknown' || !text) return null;

  return (
    <div className="container-page py-20" role="alert">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
        <p className="mt-4 text-muted">{text.description}</p>
        <p className="mt-4 text-muted" dangerouslySetInnerHTML={{ __html: text.contactHtml }} />
        <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">
          {text.messageLabel} <code className="break-all">{error.message}</code>
        </p>
        {/* A full page load: the client state that failed is not reused. */}
        <a
          href={text.homeHref}
          className="mt-8 inline-flex rounded-md bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
        >
          {text.home}
        </a>
      </div>
    </div>
  );
}
