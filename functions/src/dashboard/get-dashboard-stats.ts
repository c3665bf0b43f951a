import type { DashboardStats } from '@inkforge/domain';
import type { LedgerService } from '../credits/ledger.service';
import type { DashboardRepository } from './dashboard.repository';

export interface DashboardDeps {
  repo: DashboardRepository;
  ledger: LedgerService;
}

/** The four stat cards of the dashboard, from one balance read and four count aggregations. */
export async function getDashboardStats(deps: DashboardDeps, uid: string): Promise<DashboardStats> {
  const [balance, counts] = await Promise.all([deps.ledger.balance(uid), deps.repo.counts(uid)]);
  return {
    creditsRemaining: balance?.total ?? 0,
    registeredClients: counts.clients,
    generationsMade: counts.completedJobs,
    galleryImages: counts.galleryItems,
  };
}
