import { Button, Checkbox, Paper, Stack, Text, TextInput } from '@mantine/core';
import { HOLD_MINUTES } from '@inkforge/domain';
import { useState } from 'react';

export interface ClientDetails {
  name: string;
  email: string;
  phone: string;
  adult: boolean;
  acceptPolicy: boolean;
}

interface Props {
  /** The deposit this size's checkout charges, in words (flashDepositText). */
  depositText: string;
  policy: string;
  submitting: boolean;
  /** Set once a design, a size and a time are chosen. */
  ready: boolean;
  /** What is wrong with a field, by its name in the hold request. */
  errors: Partial<Record<keyof ClientDetails, string>>;
  onSubmit: (details: ClientDetails) => void;
}

const EMPTY: ClientDetails = { name: '', email: '', phone: '', adult: false, acceptPolicy: false };

/** Who the client is, 18+, the deposit policy accepted, then the hold and the checkout. */
export function HoldForm({ depositText, policy, submitting, ready, errors, onSubmit }: Props) {
  const [details, setDetails] = useState(EMPTY);
  const set = (patch: Partial<ClientDetails>) => setDetails({ ...details, ...patch });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(details);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          autoComplete="name"
          error={errors.name}
          value={details.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <TextInput
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
          value={details.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          value={details.phone}
          onChange={(e) => set({ phone: e.currentTarget.value })}
        />
        <Checkbox
          label="I am 18 or older"
          required
          error={errors.adult}
          checked={details.adult}
          onChange={(e) => set({ adult: e.currentTarget.checked })}
        />
        <Paper withBorder p="sm" component="section" aria-labelledby="flash-policy-heading">
          <Text fw={600} size="sm" id="flash-policy-heading">
            Deposit policy
          </Text>
          <Text size="sm">{depositText}</Text>
          {policy && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {policy}
            </Text>
          )}
        </Paper>
        <Checkbox
          label="I accept the deposit policy"
          required
          error={errors.acceptPolicy}
          checked={details.acceptPolicy}
          onChange={(e) => set({ acceptPolicy: e.currentTarget.checked })}
        />
        <Text size="xs" c="dimmed">
          Your time is held for {HOLD_MINUTES} minutes while you pay.
        </Text>
        <Button type="submit" loading={submitting} disabled={!ready} size="md">
          Hold and pay deposit
        </Button>
      </Stack>
    </form>
  );
}
