import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { choiceLabel, formatClientAmount, isFullyPaid, type ApiProject } from '@inkforge/domain';
import { EvidenceDownloadButton } from './evidence-download-button';

/** Project payments are shown in euro, with Italian labels. */
const euro = (amount: number) => formatClientAmount(amount, '€');

interface Props {
  project: ApiProject;
  onRecordPayment: () => void;
  onEdit: () => void;
  onApproval: () => void;
}

/** The deposits the project holds (a refunded one no longer counts), in euro. */
function depositHeld(project: ApiProject): number {
  const cents = project.payments
    .filter((p) => p.kind === 'deposit' && !p.refunded)
    .reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
  return cents / 100;
}

export function ProjectCard({ project, onRecordPayment, onEdit, onApproval }: Props) {
  const deposit = depositHeld(project);
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
            <Badge color="orange">Credit {euro(project.creditBalance)}</Badge>
          )}
        </Group>
      </Group>
      {details && (
        <Text size="sm" c="dimmed">
          {details}
        </Text>
      )}
      <Stack gap={2} mt="xs">
        {project.estimatedHours !== undefined && (
          <Text size="sm" lang="it">
            Ore stimate: {project.estimatedHours}
          </Text>
        )}
        {project.actualHours !== undefined && (
          <Text size="sm" lang="it">
            Ore effettive: {project.actualHours}
          </Text>
        )}
        {project.estimatedPrice !== undefined && (
          <Text size="sm" lang="it">
            Prezzo stimato: {euro(project.estimatedPrice)}
          </Text>
        )}
        {project.finalPrice !== undefined && (
          <Text size="sm" lang="it">
            Prezzo finale: {euro(project.finalPrice)}
          </Text>
        )}
        <Text size="sm">Sessions: {project.sessionsCount}</Text>
        <Text size="sm" lang="it">
          Totale pagato: {euro(project.totalPaid)}
        </Text>
        {deposit > 0 && <Text size="sm">Deposit paid {euro(deposit)}</Text>}
        {deposit > 0 && project.remainingBalance !== null && (
          <Text size="sm">Balance due {euro(project.remainingBalance)}</Text>
        )}
        {project.remainingBalance !== null && !isFullyPaid(project.remainingBalance) && (
          <Text size="sm" lang="it">
            Saldo residuo: {euro(project.remainingBalance)}
          </Text>
        )}
        {project.creditBalance > 0 && (
          <Text size="sm" lang="it">
            Credito cliente: {euro(project.creditBalance)}
          </Text>
        )}
      </Stack>
      {project.payments.length > 0 && (
        <Table mt="xs" withTableBorder aria-label={`Pagamenti ${project.title}`}>
          {/* The spec's Italian headings, marked as such for screen readers (WCAG 3.1.2). */}
          <Table.Thead lang="it">
            <Table.Tr>
              <Table.Th>Data</Table.Th>
              <Table.Th>Importo</Table.Th>
              <Table.Th>Metodo</Table.Th>
              <Table.Th>Tipo</Table.Th>
              <Table.Th>Note</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {project.payments.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.paymentDate}</Table.Td>
                <Table.Td>{euro(p.amount)}</Table.Td>
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
