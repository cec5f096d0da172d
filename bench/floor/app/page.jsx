import Link from 'next/link';

export default function Page() {
  return (
    <main>
      <p>
        The smallest App Router page: one server component, a paragraph and a link, in the system font. What Next.js and React cost on every
        page is measured here.
      </p>
      <Link href="/">Home</Link>
    </main>
  );
}
