import { Anchor, Box, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { PlanCode } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { useLatch } from '@/lib/use-latch';
import { readSelectedPlan, saveSelectedPlan, type SelectedPlan } from '../selected-plan';
import { LoginForm, type LoginMode } from './login-form';
import { SelectedPlanBanner } from './selected-plan-banner';

// The dialogs (and Mantine's modal machinery) download when first opened, not with the screen.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);
const PlanChoiceDialog = lazy(() =>
  import('./plan-choice-dialog').then((m) => ({ default: m.PlanChoiceDialog })),
);

/** /login: one screen that toggles between sign-in and create-account. */
export function LoginScreen() {
  const [mode, setMode] = useState<LoginMode>('signin');
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const [plansOpen, setPlansOpen] = useState(false);
  const [selectedPlan, setSelectedPlan] = useState<SelectedPlan | undefined>(readSelectedPlan);
  const resetMounted = useLatch(resetEmail !== null);
  const plansMounted = useLatch(plansOpen);

  const choosePlan = (planCode: PlanCode) => {
    const plan: SelectedPlan = { planCode, billing: 'monthly' };
    saveSelectedPlan(plan);
    setSelectedPlan(plan);
    setPlansOpen(false);
  };

  return (
    <Center mih="100dvh" p="md" bg="var(--if-paper)">
      <Box w="100%" maw={440}>
        <Stack>
          <Stack gap={4} ta="center">
            <Title order={1}>InkForge</Title>
            <Text c="dimmed">The studio for professional tattoo artists</Text>
          </Stack>
          {selectedPlan && <SelectedPlanBanner plan={selectedPlan} />}
          <Paper withBorder shadow="sm" p="xl" radius="md">
            <Stack>
              <Title order={2} size="h3">
                {mode === 'signup' ? 'Create your account' : 'Welcome back'}
              </Title>
              <LoginForm mode={mode} onModeChange={setMode} onForgotPassword={setResetEmail} />
            </Stack>
          </Paper>
          <Button variant="subtle" onClick={() => setPlansOpen(true)}>
            View plans and pricing
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            By using InkForge you agree to our{' '}
            <Anchor component={Link} to={paths.terms} size="xs">
              Terms and Conditions
            </Anchor>
            .
          </Text>
        </Stack>
      </Box>
      <Suspense fallback={null}>
        {resetMounted && (
          <ForgotPasswordDialog
            opened={resetEmail !== null}
            initialEmail={resetEmail ?? ''}
            onClose={() => setResetEmail(null)}
          />
        )}
        {plansMounted && (
          <PlanChoiceDialog
            opened={plansOpen}
            onClose={() => setPlansOpen(false)}
            onChoose={choosePlan}
          />
        )}
      </Suspense>
    </Center>
  );
}
