import { useQuery } from '@tanstack/react-query';
import type { Waiver } from '@inkforge/domain';

export const waiverKey = ['/api/profile/waiver'] as const;

/** The studio's waiver the intake form shows (the default text until edited). */
export function useWaiver() {
  return useQuery<Waiver>({ queryKey: waiverKey });
}
