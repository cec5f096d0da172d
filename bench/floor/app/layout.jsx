import { HydratedMark } from './hydrated-mark';

export const metadata = { title: 'Floor', description: 'The smallest App Router page, measured by npm run bench.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        {children}
        <HydratedMark />
      </body>
    </html>
  );
}
