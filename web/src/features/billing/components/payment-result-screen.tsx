import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { User } from '@inkforge/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { useConfirmPayment } from '../api/sync-payment';

/** English success 2 s; Italian success 1.5 s, after an exception 4 s. */
const RESULT_DELAYS = { en: { success: 2000 }, it: { success: 1500, error: 4000 } } as const;

const TEXT = {
  en: {
    processing: 'Processing your payment…',
    success: 'Payment successful!',
    successDetail: 'Your account has been updated. Taking you to your dashboard…',
    error: 'Error processing payment. Please contact support.',
  },
  it: {
    processing: 'Stiamo elaborando il tuo pagamento…',
    success: 'Pagamento completato!',
    successDetail: 'Il tuo account è stato aggiornato. Ti stiamo portando alla dashboard…',
    error: 'Errore durante la sincronizzazione del pagamento. Contatta il supporto.',
  },
} as const;

type State = 'processing' | 'success' | 'error';

/** /checkout/success (English) and /success (Italian): confirm the payment, then the dashboard. */
interface Props {
  variant: 'en' | 'it';
  /** Stores the confirmed user (credits, plan) where the app keeps it. */
  onUser: (user: User) => void;
}

export function PaymentResultScreen({ variant, onUser }: Props) {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const [state, setState] = useState<State>('processing');
  const text = TEXT[variant];
  const { mutateAsync: confirm } = useConfirmPayment(variant);

  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goLater = (ms: number) => {
      timer = setTimeout(() => void navigate(paths.dashboard), ms);
    };
    confirm(sessionId).then(
      (result) => {
        if (!live) return;
        if (!result?.success) {
          if (variant === 'it') void navigate(paths.dashboard);
          else setState('error');
          return;
        }
        onUser(result.user);
        setState('success');
        notifySuccess(
          text.success,
          `You now have ${result.user.creditsRemaining} credits available.`,
          7000,
        );
        goLater(RESULT_DELAYS[variant].success);
      },
      () => {
        if (!live) return;
        setState('error');
        if (variant === 'it') goLater(RESULT_DELAYS.it.error);
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [sessionId, variant, confirm, navigate, onUser, text.success]);

  if (!sessionId) {
    return (
      <Stack maw={520} gap="sm">
        <Title order={1} size="h3">
          Payment Error
        </Title>
        <Alert color="red">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">
              Missing payment session ID. If you paid, your plan or credits appear within a minute;
              nothing is charged twice.
            </Text>
            <Group gap="sm">
              <Button component={Link} to={paths.dashboard}>
                Go to dashboard
              </Button>
              <Button component={Link} to={paths.settings + '?tab=subscription'} variant="default">
                Check my subscription
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack align="center" py="xl" gap="sm" lang={variant}>
      {state === 'processing' && <Loader />}
      <Title order={1} size="h3">
        {state === 'processing' ? text.processing : state === 'success' ? text.success : text.error}
      </Title>
      {state === 'success' && <Text c="dimmed">{text.successDetail}</Text>}
    </Stack>
  );
}
