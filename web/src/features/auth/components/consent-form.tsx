import { Anchor, Button, Center, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AUTH_ERRORS, MARKETING_CONSENT, type User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { userQueryKey } from '@/lib/query-keys';
import { readItem, removeItem, storageKeys } from '@/lib/storage';
import { useSaveConsent } from '../api/save-consent';
import { destinationAfterLogin } from '../post-login';

/** /consent: terms (required) and marketing (optional) after sign-up. */
export function ConsentForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email') || readItem('session', storageKeys.consentEmail) || '';
  const name = params.get('name') || readItem('session', storageKeys.consentName) || '';
  // A box is ticked only by the person: unticked, or as they left it on the sign-up form (a
  // pre-ticked box is not consent under UK GDPR/PECR and the ePrivacy rules).
  const queryClient = useQueryClient();
  const [signedUp] = useState(() => queryClient.getQueryData<User | null>(userQueryKey));
  const [termsAccepted, setTermsAccepted] = useState(signedUp?.termsAccepted === true);
  const [marketing, setMarketing] = useState(signedUp?.emailMarketingConsent === true);
  const [termsError, setTermsError] = useState<string | null>(null);
  // Post-login runs again now that consent is given: a plan chosen before
  // sign-up goes to its checkout (or /update-plan, or back to /subscribe if it fails).
  const save = useSaveConsent(async (user) => {
    removeItem('session', storageKeys.consentEmail);
    removeItem('session', storageKeys.consentName);
    const back = readItem('session', storageKeys.afterConsent);
    removeItem('session', storageKeys.afterConsent);
    const destination = await destinationAfterLogin(user, back ?? paths.dashboard);
    if (destination.kind === 'external') window.location.assign(destination.url);
    else navigate(destination.to, { replace: true });
  });

  if (!email) return <Navigate to={paths.app} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!termsAccepted) {
      setTermsError(AUTH_ERRORS.TERMS_REQUIRED_CONSENT.message);
      return;
    }
    setTermsError(null);
    save.mutate(
      { termsAccepted: true, emailMarketingConsent: marketing },
      { onError: () => notifyError('Error', 'Failed to save consent preferences') },
    );
  };

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={480}>
        <form noValidate onSubmit={onSubmit}>
          <Stack>
            <Title order={1} size="h2">
              Welcome, {name || email}!
            </Title>
            <Text c="dimmed">
              Before you start designing, please confirm how we may work with your account.
            </Text>
            <Checkbox
              checked={termsAccepted}
              onChange={(event) => setTermsAccepted(event.currentTarget.checked)}
              error={termsError}
              label={
                <>
                  I accept the{' '}
                  <Anchor component={Link} to={paths.terms} target="_blank">
                    Terms and Conditions
                  </Anchor>{' '}
                  (required)
                </>
              }
            />
            <Checkbox
              checked={marketing}
              onChange={(event) => setMarketing(event.currentTarget.checked)}
              label={`${MARKETING_CONSENT.text} (optional)`}
            />
            <Button type="submit" loading={save.isPending}>
              Continue
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
