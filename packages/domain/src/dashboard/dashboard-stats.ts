import { z } from 'zod';

/** GET /api/dashboard/stats: the four stat cards of the dashboard. */
export const dashboardStatsSchema = z.object({
  creditsRemaining: z.number().int().nonnegative(),
  registeredClients: z.number().int().nonnegative(),
  /** AI jobs with status 'completed'. */
  generationsMade: z.number().int().nonnegative(),
  /** Gallery items, manual body previews excluded. */
  galleryImages: z.number().int().nonnegative(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
