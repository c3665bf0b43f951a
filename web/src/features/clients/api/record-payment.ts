import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiPayment, PaymentRequest } from '@inkforge/domain';
import { api } from '@/lib/api-client';
import { refreshClients } from './refresh-clients';

export function recordPayment(input: PaymentRequest): Promise<ApiPayment> {
  return api.post<ApiPayment>('/api/project-payments', input);
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayment, onSuccess: () => refreshClients(queryClient) });
}
