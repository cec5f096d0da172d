'use client';

import en from '@/messages/en.json';

// Last resort when the locale layout itself fails: plain English, a full reload home.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en" dir="ltr">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>{en.Error.title}</h1>
        <p>{en.Error.description}</p>
        <p>
          {en.Error.messageLabel} <code>{error.message}</code>
        </p>
        <a href="/">{en.Error.home}</a>
      </body>
    </html>
  );
}
