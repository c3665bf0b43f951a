import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { studioRequestsKey } from './get-studio-requests';

interface RequestRef {
  studioId: string;
  requestId: string;
}

/** POST …/requests/{id}/assign: the request goes to that artist's own inbox. */
const assignStudioRequest = ({
  studioId,
  requestId,
  artistUid,
}: RequestRef & { artistUid: string }) =>
  apiCall('POST /api/studios/:id/requests/:requestId/assign', {
    params: { id: studioId, requestId },
    body: { artistUid },
  });

/** POST …/requests/{id}/decline: the client receives the message. */
const declineStudioRequest = ({ studioId, requestId, message }: RequestRef & { message: string }) =>
  apiCall('POST /api/studios/:id/requests/:requestId/decline', {
    params: { id: studioId, requestId },
    body: { message },
  });

export function useAssignStudioRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignStudioRequest,
    onSuccess: (_, { studioId }) =>
      queryClient.invalidateQueries({ queryKey: studioRequestsKey(studioId) }),
  });
}

export function useDeclineStudioRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineStudioRequest,
    onSuccess: (_, { studioId }) =>
      queryClient.invalidateQueries({ queryKey: studioRequestsKey(studioId) }),
  });
}
