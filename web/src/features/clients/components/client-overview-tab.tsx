import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { sumAmountCents, type ApiClient } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';
import { birthDate } from '@/lib/birth-date';
import { DetailRow } from './detail-row';
import { MailNotDelivered } from './mail-not-delivered';

export function ClientOverviewTab({ client }: { client: ApiClient }) {
  const depositsHeld = sumAmountCents(client.appointments.map((a) => a.depositPaid ?? 0));
  const balanceDue = sumAmountCents(client.projects.map((p) => p.remainingBalance ?? 0));
  const f = useStudioFormat();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <Card withBorder>
        <Title order={5} mb="xs">
          Contact
        </Title>
        <Stack gap={4}>
          <DetailRow label="Email" value={client.email} />
          <MailNotDelivered email={client.email} />
          <DetailRow label="Phone" value={client.phone} />
          <DetailRow label="Date of Birth" value={birthDate(f, client.dateOfBirth)} />
          <DetailRow label="Preferred Style" value={client.preferredStyle} />
          <DetailRow label="Notes" value={client.notes} />
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={5} mb="xs">
          Emergency Contact
        </Title>
        <Stack gap={4}>
          <DetailRow label="Name" value={client.emergencyContact} />
          <DetailRow label="Phone" value={client.emergencyPhone} />
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={5} mb="xs">
          Financial Summary
        </Title>
        <Stack gap={4}>
          <DetailRow label="Total Collected" value={f.amount(client.totalCollected)} />
          <DetailRow label="Total Estimated" value={f.amount(client.totalEstimated)} />
          <DetailRow label="Deposits Held" value={f.money(depositsHeld)} />
          <DetailRow label="Balance Due" value={f.money(balanceDue)} />
          {client.creditBalance > 0 && (
            <DetailRow label="Client Credit" value={f.amount(client.creditBalance)} />
          )}
          <Text size="sm">{client.projects.length} projects</Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
