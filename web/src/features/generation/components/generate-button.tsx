import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

// The tooltip (and the Floating UI behind it) downloads only for an artist short of credits.
const CreditHint = lazy(() => import('./credit-hint'));

const NO_CREDITS_TOOLTIP = 'You need a plan or top-up to generate images';

interface Props {
  label: string;
  cost: number;
  credits: number;
  /** Other reasons to hold the button (empty prompt, no file, busy). */
  blocked?: boolean;
  loading?: boolean;
  onClick: () => void;
}

/** Disabled below the cost; with zero credits a tooltip says why. */
export function GenerateButton({ label, cost, credits, blocked, loading, onClick }: Props) {
  const disabled = credits < cost || Boolean(blocked) || Boolean(loading);
  const button = (
    <Button
      leftSection={<IconSparkles size={18} />}
      disabled={disabled}
      loading={loading}
      onClick={onClick}
    >
      {`${label} (${cost} ${cost === 1 ? 'credit' : 'credits'})`}
    </Button>
  );
  if (credits >= cost) return button;
  const reason =
    credits > 0 ? `You need ${cost} credits; you have ${credits}.` : NO_CREDITS_TOOLTIP;
  return (
    <Suspense fallback={<span style={{ display: 'inline-block' }}>{button}</span>}>
      <CreditHint reason={reason}>{button}</CreditHint>
    </Suspense>
  );
}
