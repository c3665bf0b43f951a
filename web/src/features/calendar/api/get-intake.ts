import { useQuery } from '@tanstack/react-query';
import type { IntakeStatus } from '@inkforge/domain';

export const intakeKey = (appointmentId: string) =>
  [`/api/appointments/${appointmentId}/intake`] as const;

/** The appointment's open form link (its expiry) and the signed form (the default fetcher GETs). */
export function useIntake(appointmentId: string | null) {
  return useQuery<IntakeStatus>({
    queryKey: intakeKey(appointmentId ?? ''),
    enabled: appointmentId !== null,
    // The client signs on another device: each opening of the dialog asks again.
    refetchOnMount: 'always',
  });
}
