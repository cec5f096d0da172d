import { NotFoundView } from '@/components/not-found/not-found-view';

// Shown when a page calls notFound() during client-side navigation.
export default function NotFound() {
  return <NotFoundView />;
}
