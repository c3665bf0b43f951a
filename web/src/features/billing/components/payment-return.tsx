import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PLANS, type User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { notifyInfo, notifySuccess } from '@/lib/notify';

function successToast(user: User): void {
  const headline = user.currentPlan
    ? `${PLANS[user.currentPlan].name} activated!`
    : 'Credits purchased!';
  notifySuccess(
    'Payment Successful!',
    `${headline} You now have ${user.creditsRemaining} credits available.`,
    7000,
  );
}

interface Props {
  /** Puts the session backup in place when nobody is signed in; true if it did. */
  restoreFromBackup: () => boolean;
  /** Fetches the user from the server and stores it; null when not signed in. */
  refreshUser: () => Promise<User | null>;
}

/**
 * The dashboard handles ?success=true[&session_id]: restore the user (the
 * session backup if signed out), refresh it from the server, toast, and clean the address.
 */
export function PaymentReturn({ restoreFromBackup, refreshUser }: Props) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef(false);
  const success = params.get('success') === 'true';

  useEffect(() => {
    if (!success || handled.current) return;
    handled.current = true;
    const restored = restoreFromBackup();
    refreshUser()
      .then((user) => {
        if (!user) throw new Error('Not signed in');
        successToast(user);
      })
      .catch(() => {
        if (restored) {
          notifySuccess(
            'Welcome Back!',
            'Your payment was successful. Credits will be updated shortly.',
          );
        } else {
          notifyInfo(
            'Payment Successful',
            'Your payment was processed. Please sign in to see your credits.',
          );
        }
      })
      .finally(() => void navigate(paths.dashboard, { replace: true }));
  }, [success, navigate, restoreFromBackup, refreshUser]);

  return null;
}
