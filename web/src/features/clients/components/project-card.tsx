import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { choiceLabel, isFullyPaid, sumAmountCents, type ApiProject } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';
import { EvidenceDownloadButton } from './evidence-download-button';

interface Props {
  project: ApiProject;
  onRecordPayment: () => void;
  onEdit: () => void;
  onApproval: () => void;
}

/** The deposits the project holds (a refunded one no longer counts), in cents. */
function depositHeldCents(project: ApiProject): number {
  return sumAmountCents(
    project.payments.filter((p) => p.kind === 'deposit' && !p.refunded).map((p) => p.amount),
  );
}

export function ProjectCard({ project, onRecordPayment, onEdit, onApproval }: Props) {
  const f = useStudioFormat();
  const deposit = depositHeldCents(project);
  const details = [project.bodyPlacement, project.size && choiceLabel(project.size), project.style]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card withBorder data-testid="project-card">
      <Group justify="space-between">
        <Text fw={600}>{project.title}</Text>
        <Group gap="xs">
          <Badge variant="light">{choiceLabel(project.status)}</Badge>
          {isFullyPaid(project.remainingBalance) && <Badge color="teal">Fully Paid</Badge>}
          {project.creditBalance > 0 && (
            <Badge color="orange">Credit {f.amount(project.creditBalance)}</Badge>
          )}
        </Group>
      </Group>
      {details && (
        <Text size="sm" c="dimmed">
          {details}
        </Text>
      )}
      {/* Each figure once, in the studio's currency; the credit is the badge above. */}
      <Stack gap={2} mt="xs">
        {project.estimatedHours !== undefined && (
          <Text size="sm">Estimated hours: {project.estimatedHours}</Text>
        )}
        {project.actualHours !== undefined && (
          <Text size="sm">Actual hours: {project.actualHours}</Text>
        )}
        {project.estimatedPrice !== undefined && (
          <Text size="sm">Estimated price: {f.amount(project.estimatedPrice)}</Text>
        )}
        {project.finalPrice !== undefined && (
          <Text size="sm">Final price: {f.amount(project.finalPrice)}</Text>
        )}
        <Text size="sm">Sessions: {project.sessionsCount}</Text>
        <Text size="sm">
          Paid: {f.amount(project.totalPaid)}
          {deposit > 0 ? ` (deposit ${f.money(deposit)})` : ''}
        </Text>
        {project.remainingBalance !== null && !isFullyPaid(project.remainingBalance) && (
          <Text size="sm">Balance due: {f.amount(project.remainingBalance)}</Text>
        )}
      </Stack>
      {project.payments.length > 0 && (
        <Table mt="xs" withTableBorder aria-label={`Payments for ${project.title}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Notes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {project.payments.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{f.day(p.paymentDate)}</Table.Td>
                <Table.Td>{f.amount(p.amount)}</Table.Td>
                <Table.Td>{choiceLabel(p.paymentMethod)}</Table.Td>
                <Table.Td>
                  {choiceLabel(p.kind)}
                  {p.refunded ? ' (refunded)' : ''}
                </Table.Td>
                <Table.Td>{p.notes ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end" mt="xs">
        <EvidenceDownloadButton subject="project" id={project.id} title={project.title} />
        <Button
          size="xs"
          variant="default"
          onClick={onApproval}
          aria-label={`Design approval for ${project.title}`}
        >
          Design Approval
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={onEdit}
          aria-label={`Edit project ${project.title}`}
        >
          Edit Project
        </Button>
        <Button size="xs" variant="light" onClick={onRecordPayment}>
          Record Payment
        </Button>
      </Group>
    </Card>
  );
}
