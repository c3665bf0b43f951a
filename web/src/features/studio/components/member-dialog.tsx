import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { isTattooer, type ApiStudioMember, type InvitableRole } from '@inkforge/domain';
import { useState, type FormEvent } from 'react';
import { RoleFields } from './role-fields';
import { errorMessage } from '@/lib/api-error';
import { useStudioFormat } from '@/lib/studio-format';
import { useUpdateMember } from '../api/update-member';

interface Props {
  studioId: string;
  member: ApiStudioMember;
  onClose: () => void;
}

type ShareKind = 'none' | 'percent' | 'chairRent';

/** The owner changes a member's role, guest dates and house share. */
export function MemberDialog({ studioId, member, onClose }: Props) {
  const update = useUpdateMember();
  const format = useStudioFormat();
  const share = member.houseShare;
  const [role, setRole] = useState<InvitableRole>(member.role === 'owner' ? 'artist' : member.role);
  const [guestFrom, setGuestFrom] = useState(member.guestFrom ?? '');
  const [guestUntil, setGuestUntil] = useState(member.guestUntil ?? '');
  const [kind, setKind] = useState<ShareKind>(share?.kind ?? 'none');
  const [percent, setPercent] = useState(share?.kind === 'percent' ? String(share.percent) : '');
  // The rent is typed as a decimal; the schema turns it into cents.
  const [rent, setRent] = useState(
    share?.kind === 'chairRent' ? (share.monthlyCents / 100).toFixed(2) : '',
  );
  const name = member.displayName || member.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const houseShare =
      !isTattooer(role) || kind === 'none'
        ? undefined
        : kind === 'percent'
          ? { kind: 'percent' as const, percent: Number(percent) }
          : { kind: 'chairRent' as const, monthly: rent };
    update.mutate(
      {
        studioId,
        uid: member.uid,
        role,
        ...(role === 'guest' ? { guestFrom, guestUntil } : {}),
        ...(houseShare ? { houseShare } : {}),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Change ${name}`}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <RoleFields
            role={role}
            onRole={setRole}
            guestFrom={guestFrom}
            onGuestFrom={setGuestFrom}
            guestUntil={guestUntil}
            onGuestUntil={setGuestUntil}
          />
          {isTattooer(role) && (
            <Stack gap={4}>
              <Text id="house-share-label" size="sm" fw={500}>
                House share
              </Text>
              <SegmentedControl
                aria-labelledby="house-share-label"
                value={kind}
                onChange={(v) => setKind(v as ShareKind)}
                data={[
                  { value: 'none', label: 'Not set' },
                  { value: 'percent', label: 'Percent' },
                  { value: 'chairRent', label: 'Chair rent' },
                ]}
              />
              {kind === 'percent' && (
                <TextInput
                  label="Percent the studio keeps"
                  inputMode="numeric"
                  value={percent}
                  onChange={(e) => setPercent(e.currentTarget.value)}
                />
              )}
              {kind === 'chairRent' && (
                <TextInput
                  label={`Chair rent a month (${format.symbol})`}
                  inputMode="decimal"
                  value={rent}
                  onChange={(e) => setRent(e.currentTarget.value)}
                />
              )}
            </Stack>
          )}
          {update.isError && (
            <Alert color="red" role="alert">
              {errorMessage(update.error, 'The change could not be saved.')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
