import { Stack, Switch, Text, TextInput } from '@mantine/core';

interface Choices {
  clientMovesAllowed: boolean;
  clientNoticeHours: string;
  balanceOnline: boolean;
}

interface Props {
  value: Choices;
  /** The server's refusal by field. */
  errors: Record<string, string>;
  onChange: (patch: Partial<Choices>) => void;
}

/**
 * What clients may do on their own bookings page (issue 49): move a booking up to the notice,
 * and pay the balance online before the session (after it they always may). The cancel's
 * deposit outcome follows the same notice: before it refunded, inside it kept.
 */
export function ClientChoicesField({ value, errors, onChange }: Props) {
  return (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500}>
        What clients may do on their page
      </Text>
      <Text size="sm" c="dimmed" id="client-choices-help">
        Every mail a client gets links their own page of bookings with you. Inside the notice a
        client cannot move a booking, and cancelling keeps the deposit; the page says so first.
        After the session clients can always pay the balance online.
      </Text>
      <Switch
        label="Clients may move their bookings"
        checked={value.clientMovesAllowed}
        onChange={(e) => onChange({ clientMovesAllowed: e.currentTarget.checked })}
      />
      <TextInput
        label="Notice (hours before the appointment)"
        description="Moves, and cancels with the deposit refunded, up to this many hours before."
        inputMode="numeric"
        value={value.clientNoticeHours}
        error={errors.clientNoticeHours}
        onChange={(e) => onChange({ clientNoticeHours: e.currentTarget.value })}
      />
      <Switch
        label="Clients may pay the balance online before the session"
        checked={value.balanceOnline}
        onChange={(e) => onChange({ balanceOnline: e.currentTarget.checked })}
      />
    </Stack>
  );
}
