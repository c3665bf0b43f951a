import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBodyOf } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { studioClientKey } from './get-studio-client';

type NoteInput = ApiBodyOf<'POST /api/studios/:id/clients/:bookId/notes'>;

/** POST /api/studios/{id}/clients/{bookId}/notes: a note shared with the studio, or private. */
export const addClientNote = ({
  studioId,
  bookId,
  ...body
}: NoteInput & { studioId: string; bookId: string }) =>
  apiCall('POST /api/studios/:id/clients/:bookId/notes', {
    params: { id: studioId, bookId },
    body,
  });

export function useAddClientNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addClientNote,
    onSuccess: (_, { studioId, bookId }) =>
      queryClient.invalidateQueries({ queryKey: studioClientKey(studioId, bookId) }),
  });
}
