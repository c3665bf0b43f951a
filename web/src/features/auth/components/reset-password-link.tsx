import { Loader, Stack, Text } from '@mantine/core';
import { AUTH_ERRORS } from '@inkforge/domain';
import { errorMessage, isNetworkError } from '@/lib/api-error';
import type { ActionLink } from '../action-link';
import { useValidateResetToken } from '../api/validate-reset-token';
import { InvalidLink } from './invalid-link';
import { ResetPasswordForm } from './reset-password-form';

/** A reset link: the code is checked by our API, then the new password goes through it too. */
export function ResetPasswordLink({ link }: { link: ActionLink }) {
  const { oobCode: token, email } = link;
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
  return (
    <ResetPasswordForm
      token={token}
      email={check.data.email || email}
      continuePath={link.continuePath}
    />
  );
}
