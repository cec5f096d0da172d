import type { Metadata } from 'next';
import Link from 'next/link';
import en from '@/messages/en.json';

// A document needs a <title> (the HTML validity test checks this page too).
export const metadata: Metadata = { title: en.NotFound.title };

// Next's own last resort, for an address no route takes: every unmatched path the site
// knows ends in the 404 handler (docs/architecture.md, Not-found pages). English, no shell.
export default function GlobalNotFound() {
  return (
    // eslint-disable-next-line local/english -- paths outside every locale show the English catalogue, so its lang is English
    <html lang="en" dir="ltr">
      <body className="grid min-h-dvh place-items-center p-8 font-sans">
        <main className="max-w-lg text-center">
          <h1 className="text-2xl font-bold">{en.NotFound.title}</h1>
          <p className="mt-6">
            <Link href="/" className="text-primary-700 underline">
              {en.NotFound.home}
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
