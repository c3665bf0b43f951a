import { Alert, Button, Stack, Text } from '@mantine/core';
import { notDeliveredText } from '@inkforge/domain';
import { useClearMailSuppression, useMailSuppressions } from '../api/mail-suppressions';

/**
 * On the client's card: mail to their address bounced or was marked as spam, so nothing more
 * is sent to it; the artist checks the address with the client and allows mail again.
 */
export function MailNotDelivered({ email }: { email: string | null | undefined }) {
  const suppressions = useMailSuppressions();
  const clear = useClearMailSuppression();
  const address = email?.trim().toLowerCase();
  const found = suppressions.data?.suppressions.find((s) => s.email.toLowerCase() === address);
  if (!address || !found) return null;
  return (
    <Alert
      color="red"
      title={notDeliveredText(found.kind, found.reason)}
      data-testid="mail-not-delivered"
    >
      <Stack gap="xs">
        <Text size="sm">
          Nothing more is e-mailed to {found.email}. Check the address with the client, correct it
          if it is wrong, then allow mail again.
        </Text>
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          loading={clear.isPending}
          onClick={() => clear.mutate(found.id)}
        >
          Allow mail again
        </Button>
      </Stack>
    </Alert>
  );
}
