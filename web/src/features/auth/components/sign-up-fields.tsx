import { Anchor, Checkbox, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { MARKETING_CONSENT } from '@inkforge/domain';
import { paths } from '@/config/paths';

export interface SignUpValues {
  displayName: string;
  termsAccepted: boolean;
  marketing: boolean;
}

interface Props {
  values: SignUpValues;
  errors: Record<string, string>;
  onChange: (change: Partial<SignUpValues>) => void;
}

/**
 * What only a new account asks for. In a chunk of its own: most visits to /login are sign-ins,
 * and the checkboxes are a tenth of the screen's script.
 */
export function SignUpFields({ values, errors, onChange }: Props) {
  return (
    <>
      <TextInput
        label="Display Name"
        description="Shown in your studio. Defaults to the first part of your email."
        autoComplete="nickname"
        value={values.displayName}
        onChange={(event) => onChange({ displayName: event.currentTarget.value })}
        error={errors.displayName}
      />
      <Checkbox
        checked={values.termsAccepted}
        onChange={(event) => onChange({ termsAccepted: event.currentTarget.checked })}
        error={errors.termsAccepted}
        label={
          <>
            I accept the{' '}
            <Anchor component={Link} to={paths.terms} target="_blank">
              Terms and Conditions
            </Anchor>
          </>
        }
      />
      <Checkbox
        checked={values.marketing}
        onChange={(event) => onChange({ marketing: event.currentTarget.checked })}
        label={MARKETING_CONSENT.text}
      />
      <Text fz="xs" c="dimmed">
        How we store and use your data, including your clients’ health data:{' '}
        <Anchor component={Link} to={paths.privacy} target="_blank" fz="xs">
          Privacy Policy
        </Anchor>
      </Text>
    </>
  );
}
