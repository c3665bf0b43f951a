import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiPayment, PaymentRequest } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

export function recordPayment(input: PaymentRequest): Promise<ApiPayment> {
  return apiCall('POST /api/project-payments', { body: input });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayment, onSuccess: () => refreshClients(queryClient) });
}
