import { Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { lazy, useState, useTransition, type FormEvent } from 'react';
import { emailLocalPart } from '@inkforge/domain';
import { notifyError } from '@/lib/notify';
import { useGoogleSignIn } from '../api/google-sign-in';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import { authErrorMessage } from '../firebase-error-message';
import { apiErrorCode } from '@/lib/api-error';
import { googleErrorToast } from '../google-error-toast';
import { EMAIL_EXISTS_LONG } from '../messages';
import { useFinishSignIn } from '../use-finish-sign-in';
import type { SignUpValues } from './sign-up-fields';

export type LoginMode = 'signin' | 'signup';

// The shared schemas bring zod with them: they load when the person starts on the form, not
// with the page (the first screen of every phone visit). The fields only sign-up asks for load
// when the person reaches for "Sign up".
const loadChecks = () => import('../credential-checks');
const loadSignUpFields = () => import('./sign-up-fields');
const SignUpFields = lazy(() => loadSignUpFields().then((m) => ({ default: m.SignUpFields })));
const prefetchSignUpFields = () => {
  // A failed download is tried again when the fields are shown.
  loadSignUpFields().catch(() => undefined);
};

interface Props {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  onForgotPassword: (email: string) => void;
}

/** The sign-in / create-account form of /login. */
export function LoginForm({ mode, onModeChange, onForgotPassword }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signUpValues, setSignUpValues] = useState<SignUpValues>({
    displayName: '',
    // Both unticked: only the person's own tick is consent.
    termsAccepted: false,
    marketing: false,
  });
  // Switching to sign-up keeps the sign-in form on screen until the sign-up fields are there.
  const [switchingMode, startModeSwitch] = useTransition();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const finish = useFinishSignIn();
  const signIn = useSignIn(finish);
  const signUp = useSignUp(finish);
  const google = useGoogleSignIn(finish);
  const isSignUp = mode === 'signup';
  const busy = signIn.isPending || signUp.isPending || google.isPending;

  const submitSignIn = async () => {
    const { checkSignIn } = await loadChecks();
    const parsed = checkSignIn({ email, password });
    if (!parsed.ok) return setErrors(parsed.errors);
    signIn.mutate(parsed.data, {
      onError: (error) =>
        notifyError('Login Failed', authErrorMessage(error, 'Invalid email or password.')),
    });
  };

  const submitSignUp = async () => {
    const { checkSignUp } = await loadChecks();
    const trimmedEmail = email.trim();
    const parsed = checkSignUp({
      email: trimmedEmail,
      password,
      displayName: signUpValues.displayName.trim() || emailLocalPart(trimmedEmail),
      termsAccepted: signUpValues.termsAccepted,
      emailMarketingConsent: signUpValues.marketing,
    });
    if (!parsed.ok) return setErrors(parsed.errors);
    signUp.mutate(parsed.data, {
      onError: (error) => {
        if (apiErrorCode(error) === 'EMAIL_EXISTS') {
          notifyError('Signup Failed', EMAIL_EXISTS_LONG);
          onForgotPassword(trimmedEmail);
          return;
        }
        notifyError(
          'Signup Failed',
          authErrorMessage(error, 'Could not create your account. Please try again.'),
        );
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    void (isSignUp ? submitSignUp() : submitSignIn());
  };

  const continueWithGoogle = () =>
    google.mutate(undefined, {
      onError: (error) => {
        const toast = googleErrorToast(error);
        notifyError(toast.title, toast.message);
      },
    });

  return (
    <Stack>
      <Button variant="default" onClick={continueWithGoogle} loading={google.isPending}>
        Continue with Google
      </Button>
      <Divider label="or use your email" labelPosition="center" />
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadChecks()}
        aria-label={isSignUp ? 'Create account' : 'Sign in'}
      >
        <Stack>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label="Password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          {isSignUp && (
            <SignUpFields
              values={signUpValues}
              errors={errors}
              onChange={(change) => setSignUpValues((current) => ({ ...current, ...change }))}
            />
          )}
          {!isSignUp && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              className="touch-target"
              style={{ alignSelf: 'flex-end' }}
              onClick={() => onForgotPassword(email.trim())}
            >
              Forgot password?
            </Anchor>
          )}
          <Button type="submit" loading={busy && !google.isPending} disabled={busy}>
            {isSignUp ? 'Create Account' : 'Sign In'}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor
          component="button"
          type="button"
          className="touch-target"
          aria-busy={switchingMode || undefined}
          onPointerEnter={prefetchSignUpFields}
          onFocus={prefetchSignUpFields}
          onClick={() => {
            setErrors({});
            startModeSwitch(() => onModeChange(isSignUp ? 'signin' : 'signup'));
          }}
        >
          {isSignUp ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
        </Anchor>
      </Text>
    </Stack>
  );
}
