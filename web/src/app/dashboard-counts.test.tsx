import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useCredits } from '@/app/routes/use-credits';
import { useCreateEnhancedClient } from '@/features/clients/api/create-client';
import { useDeleteGalleryItem } from '@/features/gallery/api/delete-gallery-item';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { apiClient } from '@/test-utils/answers';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, waitFor } from '@/test-utils/render';
import { makeUser } from '@/test-utils/user';

/** The server's counts, moved by the requests each test sends. */
function stubCounts() {
  const counts = { registeredClients: 0, generationsMade: 0, galleryImages: 3 };
  stubApi({
    'GET /api/dashboard/stats': () => ({ creditsRemaining: 100, ...counts }),
    'POST /api/clients/enhanced': () => {
      counts.registeredClients += 1;
      return apiClient({ id: 'c1', name: 'Ada' });
    },
    'DELETE /api/gallery/:id': () => {
      counts.galleryImages -= 1;
      return { deleted: true };
    },
  });
  return counts;
}

/** Opens the dashboard, runs `act` on another screen, then comes back to it (no reload). */
async function visitActAndReturn(Act: () => null, label: string, before: string) {
  const first = render(<DashboardOverview user={makeUser()} />);
  expect(await screen.findByLabelText(label)).toHaveTextContent(before);
  first.unmount();
  const other = render(<Act />, { queryClient: first.queryClient });
  await waitFor(() => expect(first.queryClient.isMutating()).toBe(0));
  other.unmount();
  render(<DashboardOverview user={makeUser()} />, { queryClient: first.queryClient });
}

describe("the dashboard's counts follow the artist's own actions", () => {
  it('a new client counts on return to the dashboard', async () => {
    stubCounts();
    function AddClient() {
      const { mutate } = useCreateEnhancedClient();
      useEffect(() => mutate({ name: 'Ada' }), [mutate]);
      return null;
    }
    await visitActAndReturn(AddClient, 'Registered Clients', '0');
    await waitFor(() => expect(screen.getByLabelText('Registered Clients')).toHaveTextContent('1'));
  });

  it('a finished generation (a paid action) counts on return to the dashboard', async () => {
    const counts = stubCounts();
    function Generate() {
      const { refresh } = useCredits();
      useEffect(() => {
        counts.generationsMade += 1;
        refresh();
      }, [refresh]);
      return null;
    }
    await visitActAndReturn(Generate, 'Generations Made', '0');
    await waitFor(() => expect(screen.getByLabelText('Generations Made')).toHaveTextContent('1'));
  });

  it('a deleted gallery image no longer counts', async () => {
    stubCounts();
    function Delete() {
      const { mutate } = useDeleteGalleryItem();
      useEffect(() => mutate('g1'), [mutate]);
      return null;
    }
    await visitActAndReturn(Delete, 'Gallery Images', '3');
    await waitFor(() => expect(screen.getByLabelText('Gallery Images')).toHaveTextContent('2'));
  });
});
