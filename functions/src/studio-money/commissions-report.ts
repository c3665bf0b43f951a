import type { ApiCommissionsReport } from '@inkforge/domain';
import type { Request, Response } from 'express';
import { AppError } from '../app-error';
import type { StudioMoneyDeps } from './deps';

/** GET /api/studios/{id}/reports/commissions?month=YYYY-MM: the owner's month (JSON or CSV). */
export async function commissionsReport(
  deps: StudioMoneyDeps,
  call: { uid: string; studioId: string; month: string; req: Request; res: Response },
): Promise<ApiCommissionsReport> {
  await deps.studios.door.access(call.studioId, call.uid, ['owner']);
  throw new AppError('NOT_FOUND');
}
