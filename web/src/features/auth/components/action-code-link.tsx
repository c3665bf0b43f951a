import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { actionCodeError } from '../action-code-error';
import type { ActionLink } from '../action-link';
import { useApplyActionCode } from '../api/apply-action-code';
import { useCheckActionCode, type ActionCodeCheck } from '../api/check-action-code';
import { useForgotPassword } from '../api/forgot-password';
import type { ActionCodeTexts } from './action-code-texts';
import { InvalidLink } from './invalid-link';

/** After an address is restored: the owner may want a new password at once. */
function SendResetEmail({ email }: { email: string }) {
  const forgot = useForgotPassword();
  return (
    <Button
      variant="light"
      loading={forgot.isPending}
      disabled={forgot.isSuccess}
      onClick={() =>
        forgot.mutate(email, {
          onSuccess: (answer) => notifySuccess('Check Your Email', answer.message),
          onError: (error) =>
            notifyError(
              'Password Reset Error',
              errorMessage(error, 'Failed to send password reset email'),
            ),
        })
      }
    >
      Send Password Reset Email
    </Button>
  );
}

function Done({
  link,
  texts,
  check,
}: {
  link: ActionLink;
  texts: ActionCodeTexts;
  check: ActionCodeCheck;
}) {
  const navigate = useNavigate();
  return (
    <Paper withBorder p="xl" radius="md" role="status">
      <Stack>
        <Title order={1} size="h2">
          {texts.doneTitle}
        </Title>
        <Text>{texts.done(check)}</Text>
        {link.mode === 'recoverEmail' && <SendResetEmail email={check.email} />}
        <Button onClick={() => navigate(link.continuePath, { replace: true })}>{texts.next}</Button>
      </Stack>
    </Paper>
  );
}

/**
 * Verify, restore or change an e-mail address: the link's code is checked on arrival, and used
 * only when the person presses the button (a mail scanner opening the link uses nothing up).
 */
export function ActionCodeLink({ link, texts }: { link: ActionLink; texts: ActionCodeTexts }) {
  const check = useCheckActionCode(link.oobCode, link.lang);
  const apply = useApplyActionCode();

  if (check.isPending) {
    return (
      <Stack align="center" role="status">
        <Loader />
        <Text>Checking your link…</Text>
      </Stack>
    );
  }
  if (check.isError) return <InvalidLink {...actionCodeError(check.error)} />;
  if (apply.isError) return <InvalidLink {...actionCodeError(apply.error)} />;
  if (apply.isSuccess) return <Done link={link} texts={texts} check={check.data} />;
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack>
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        <Text>{texts.ask(check.data)}</Text>
        <Button loading={apply.isPending} onClick={() => apply.mutate(link.oobCode)}>
          {texts.confirm}
        </Button>
      </Stack>
    </Paper>
  );
}
