import { Box, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_ERRORS } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { errorMessage, isNetworkError } from '@/lib/api-error';
import { useValidateResetToken } from '../api/validate-reset-token';
import { ResetPasswordForm } from './reset-password-form';

function InvalidLink({ title, message }: { title: string; message: string }) {
  const navigate = useNavigate();
  return (
    <Paper withBorder p="xl" radius="md" role="alert">
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{message}</Text>
        <Button onClick={() => navigate(paths.login)}>Back to Login</Button>
      </Stack>
    </Paper>
  );
}

function ResetPasswordBody() {
  const [params] = useSearchParams();
  // Firebase's own reset e-mails carry the code as oobCode.
  const token = params.get('token') ?? params.get('oobCode') ?? '';
  const email = params.get('email') ?? '';
  const check = useValidateResetToken(token, email, token !== '');

  if (!token)
    return (
      <InvalidLink title="Invalid Reset Link" message={AUTH_ERRORS.RESET_LINK_INCOMPLETE.message} />
    );
  if (check.isPending) {
    return (
      <Stack align="center" role="status">
        <Loader />
        <Text>Validating your reset link…</Text>
      </Stack>
    );
  }
  if (check.isError) {
    if (isNetworkError(check.error)) {
      return (
        <InvalidLink
          title="Connection Error"
          message="Unable to validate reset link. Please try again."
        />
      );
    }
    return (
      <InvalidLink
        title="Invalid or Expired Token"
        message={errorMessage(check.error, AUTH_ERRORS.RESET_TOKEN_INVALID.message)}
      />
    );
  }
  if (!check.data.valid) {
    return (
      <InvalidLink
        title="Invalid or Expired Token"
        message={AUTH_ERRORS.RESET_TOKEN_INVALID.message}
      />
    );
  }
  return <ResetPasswordForm token={token} email={check.data.email || email} />;
}

/** /reset-password?token=…&email=…. */
export function ResetPasswordScreen() {
  return (
    <Center mih="100dvh" p="md">
      <Box w="100%" maw={440}>
        <ResetPasswordBody />
      </Box>
    </Center>
  );
}
