import { Stack } from '@mantine/core';
import type { User } from '@inkforge/domain';
import { PromoCodeCard } from '@/features/promo/components/promo-code-card';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';

interface Props {
  user: User;
  onRedeemed: () => void;
  focusPromo: boolean;
}

/** Settings → Security: the password and promo codes. */
export default function SecurityTab({ user, onRedeemed, focusPromo }: Props) {
  return (
    <Stack>
      <ChangePasswordForm user={user} />
      <PromoCodeCard onRedeemed={onRedeemed} focus={focusPromo} />
    </Stack>
  );
}
