import {
  IconBolt,
  IconBottle,
  IconBuildingStore,
  IconBrush,
  IconCalendar,
  IconCoins,
  IconDashboard,
  IconPhoto,
  IconPhotoEdit,
  IconSettings,
  IconSparkles,
  IconStack2,
  IconTicket,
  IconUser,
  IconUsers,
  IconWand,
  IconArrowUpCircle,
  IconCreditCard,
  type Icon,
} from '@tabler/icons-react';
import { hasPaidPlan, type User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { RequestsNavIcon } from '@/features/booking/components/requests-nav-icon';

export interface SidebarItem {
  label: string;
  to: string;
  icon: Icon;
  /** An AI tool: a studio's front desk has none (issue 43), so its items are not offered. */
  ai?: true;
}

/**
 * In order: the studio's daily screens (the day's sessions, requests, clients, flash, stencils
 * and the portfolio) first, then the AI and image tools, then settings. On a phone the first
 * screenful of the menu is what an artist reaches for between two sessions.
 */
export const NAV_ITEMS: readonly SidebarItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: IconDashboard },
  { label: 'Calendar', to: paths.calendar, icon: IconCalendar },
  { label: 'Requests', to: paths.bookingRequests, icon: RequestsNavIcon },
  { label: 'Clients', to: paths.clients, icon: IconUsers },
  { label: 'Supplies', to: paths.supplies, icon: IconBottle },
  { label: 'Flash', to: paths.flash, icon: IconBolt },
  { label: 'Stencils', to: paths.stencils, icon: IconStack2 },
  { label: 'Gallery', to: paths.gallery, icon: IconPhoto },
  { label: 'AI Generator', to: paths.aiGenerator, icon: IconSparkles, ai: true },
  { label: 'Modify Design', to: paths.modifyDesign, icon: IconWand, ai: true },
  { label: 'Photo Editor', to: paths.photoEditor, icon: IconPhotoEdit },
  { label: 'Body Preview (AI)', to: paths.bodyPreview, icon: IconUser, ai: true },
  { label: 'Body Preview (Manual)', to: paths.bodyPreviewManual, icon: IconBrush },
  { label: 'Promo Codes', to: paths.promoCodes, icon: IconTicket },
  { label: 'Settings', to: paths.settings, icon: IconSettings },
];

/**
 * Issue 43: a member reaches their studio; an artist on a paid plan who is in none may open one.
 * Null (no item) for anyone else, and while membership is not known yet.
 */
export function studioItem(
  user: Pick<User, 'currentPlan'>,
  inStudio: boolean | undefined,
): SidebarItem | null {
  if (inStudio === undefined) return null;
  if (inStudio) return { label: 'Studio', to: paths.studio, icon: IconBuildingStore };
  if (hasPaidPlan(user))
    return { label: 'Open a studio', to: paths.studio, icon: IconBuildingStore };
  return null;
}

/**
 * Subscribers get Get Credits and Update Plan; everyone else a Subscribe Now link, except an
 * admin account without a plan: it is not billed (its credits are granted), so no offer.
 */
export function planItems(user: Pick<User, 'currentPlan' | 'role'>): readonly SidebarItem[] {
  if (hasPaidPlan(user)) {
    return [
      { label: 'Get Credits', to: paths.credits, icon: IconCoins },
      { label: 'Update Plan', to: paths.updatePlan, icon: IconArrowUpCircle },
    ];
  }
  if (user.role === 'admin') return [];
  return [{ label: 'Subscribe Now', to: paths.subscribe, icon: IconCreditCard }];
}
