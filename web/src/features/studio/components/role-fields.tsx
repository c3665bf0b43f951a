import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { STUDIO_ROLE_LABELS, type InvitableRole } from '@inkforge/domain';

const ROLES: { value: InvitableRole; label: string }[] = [
  { value: 'artist', label: STUDIO_ROLE_LABELS.artist },
  { value: 'guest', label: STUDIO_ROLE_LABELS.guest },
  { value: 'desk', label: STUDIO_ROLE_LABELS.desk },
];

interface Props {
  role: InvitableRole;
  onRole: (role: InvitableRole) => void;
  guestFrom: string;
  onGuestFrom: (day: string) => void;
  guestUntil: string;
  onGuestUntil: (day: string) => void;
}

/** A member's role, and a guest spot's first and last day (both needed for a guest). */
export function RoleFields(props: Props) {
  const { role, guestFrom, guestUntil } = props;
  return (
    <>
      <Select
        label="Role"
        data={ROLES}
        value={role}
        allowDeselect={false}
        onChange={(v) => props.onRole((v as InvitableRole | null) ?? role)}
      />
      {role === 'guest' && (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="date"
            label="First day"
            required
            value={guestFrom}
            onChange={(e) => props.onGuestFrom(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="Last day"
            required
            value={guestUntil}
            onChange={(e) => props.onGuestUntil(e.currentTarget.value)}
          />
        </SimpleGrid>
      )}
    </>
  );
}
