import { z } from 'zod';

/** GET /api/dashboard/stats: the four stat cards of the dashboard (spec accounts §2, §3). */
export const dashboardStatsSchema = z.object({
  creditsRemaining: z.number().int().nonnegative(),
  registeredClients: z.number().int().nonnegative(),
  /** AI jobs with status 'completed'. */
  generationsMade: z.number().int().nonnegative(),
  /** Gallery items, manual body previews excluded. */
  galleryImages: z.number().int().nonnegative(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
