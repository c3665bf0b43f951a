import type { User } from '@inkforge/domain';
import { TextSettingsCard } from '@/features/texts/components/text-settings-card';

/** Settings → Texts: on/off, reminders, what happens beyond the allowance, the wording. */
export default function TextsTab({ user }: { user: User }) {
  // The preview's studio: the server puts the studio's name first, the artist's name stands in.
  return <TextSettingsCard studio={user.displayName || 'Studio'} />;
}
