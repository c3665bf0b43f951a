import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ComponentProps } from 'react';
import { SectionCard } from '@/components/section-card';
import { lazyDialog } from '@/lib/lazy-dialog';
import type { DeleteAccountDialog as DeleteAccount } from './delete-account-dialog';

// The confirmation (and Mantine's modal machinery) downloads when first opened.
const DeleteAccountDialog = lazyDialog(
  () => import('./delete-account-dialog').then((m) => m.DeleteAccountDialog),
  (props: ComponentProps<typeof DeleteAccount>) => props.opened,
  (props) => ({ ...props, opened: false }),
);

/** Deletes the account after the user types DELETE: data, files, subscription and sign-in. */
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <SectionCard title="Delete Account" id="delete-account-heading" danger>
      <Text size="sm" c="dimmed">
        Permanently delete your account, designs, clients and files, and cancel your subscription.
        This cannot be undone.
      </Text>
      <Button
        color="red"
        variant="outline"
        onClick={dialog.open}
        style={{ alignSelf: 'flex-start' }}
      >
        Delete my account
      </Button>
      <DeleteAccountDialog opened={opened} onClose={dialog.close} onDeleted={onDeleted} />
    </SectionCard>
  );
}
