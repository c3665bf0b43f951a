import {
  textAllowanceOf,
  textSettingsOf,
  textUsageMonth,
  type ApiTextUsage,
} from '@inkforge/domain';
import { userRef } from '../adapters/firebase/documents';
import type { TextDeps } from './deps';
import { segmentsUsed } from './text-charge.repository';

/** GET /api/texts/usage: this month's segments against the plan's, for the dashboard. */
export async function getTextUsage(deps: TextDeps, uid: string): Promise<ApiTextUsage> {
  const month = textUsageMonth(deps.clock());
  const [user, used] = await Promise.all([
    userRef(deps.db, uid).get(),
    segmentsUsed(deps.db, uid, month),
  ]);
  const data = user.data() ?? {};
  const plan = typeof data.currentPlan === 'string' ? data.currentPlan : data.role;
  return {
    month,
    used,
    allowance: textAllowanceOf(plan as string | undefined),
    overAllowance: textSettingsOf(data.textSettings).overAllowance,
  };
}
