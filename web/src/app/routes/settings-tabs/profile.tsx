import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { AlertsCard } from '@/features/alerts/components/alerts-card';
import { BookingSettingsCard } from '@/features/booking/components/booking-settings-card';
import { AppearanceCard } from '@/features/settings/components/appearance-card';
import { DeleteAccountCard } from '@/features/settings/components/delete-account-card';
import { ProfileForm } from '@/features/settings/components/profile-form';
import { PublicPageCard } from '@/features/settings/components/public-page-card';
import { StudioFormatCard } from '@/features/settings/components/studio-format-card';
import { WaiverCard } from '@/features/settings/components/waiver-card';

interface Props {
  user: User;
  onUserSaved: (user: User) => void;
  onDeleted: () => void;
}

/** Settings → Profile: the artist's details, formats, waiver, booking page and account. */
export default function ProfileTab({ user, onUserSaved, onDeleted }: Props) {
  return (
    <Stack>
      <ProfileForm key={user.id} user={user} onSaved={onUserSaved} />
      <StudioFormatCard key={`formats-${user.id}`} user={user} onSaved={onUserSaved} />
      <WaiverCard />
      <AlertsCard />
      <BookingSettingsCard />
      <PublicPageCard username={user.username} name={user.displayName} />
      <AppearanceCard />
      <DeleteAccountCard onDeleted={onDeleted} />
      <Anchor component={Link} to={paths.privacy} fz="sm">
        Privacy Policy: what we store, why, and your rights
      </Anchor>
    </Stack>
  );
}
