import type { QueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/use-auth';
import { getMyStudioQueryOptions } from '@/features/studio/api/get-my-studio';
import { StudioScreen } from '@/features/studio/components/studio-screen';

/** The studio and my role in it: the screen's first query, started at page load. */
export const prefetchData = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getMyStudioQueryOptions());

/** /studio: the studio's calendar, client book and members, or the form to open one. */
export default function StudioRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <StudioScreen me={user} />;
}
