import { useMutation } from '@tanstack/react-query';
import { DELETE_ACCOUNT_CONFIRMATION, type DeleteAccountResponse } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

export function deleteAccount(): Promise<DeleteAccountResponse> {
  return apiCall('DELETE /api/account', { body: { confirm: DELETE_ACCOUNT_CONFIRMATION } });
}

/** `onDeleted` signs out locally: the account no longer exists. */
export function useDeleteAccount(onDeleted: () => void) {
  return useMutation({ mutationFn: deleteAccount, onSuccess: onDeleted });
}
