import { NotFound } from '@/features/placeholder/components/not-found';

export default function NotFoundRoute() {
  return <NotFound />;
}
