import { Alert, Button, Image, List, Stack, Text } from '@mantine/core';
import { INTAKE_QUESTIONS, type SignedIntake } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { birthDate } from '@/lib/birth-date';
import { useDownloadIntakePdf } from '../api/download-intake-pdf';

/** The signed form as the client left it, with its PDF. */
export function SignedIntakeView({ form }: { form: SignedIntake }) {
  const download = useDownloadIntakePdf(form.appointmentId);
  const f = useStudioFormat();
  const yes = INTAKE_QUESTIONS.filter((q) => form.answers[q.key]);
  return (
    <Stack gap="xs">
      <Text>
        Signed by <b>{form.name}</b> on {f.dateTime(form.signedAt)}
      </Text>
      <Text size="sm">
        Date of birth: {birthDate(f, form.dateOfBirth)}
        {form.email ? ` · ${form.email}` : ''}
        {form.phone ? ` · ${form.phone}` : ''}
      </Text>
      {form.medicalFlags.length > 0 ? (
        <Alert color="red" title="Medical warning">
          {form.medicalFlags.join(' · ')}
        </Alert>
      ) : (
        <Text size="sm">No medical warnings.</Text>
      )}
      {yes.length > 0 && (
        <List size="sm">
          {yes.map((q) => (
            <List.Item key={q.key}>{q.label} Yes</List.Item>
          ))}
        </List>
      )}
      <Text size="sm">Waiver version {form.waiverVersion} accepted.</Text>
      {form.signatureImage ? (
        <Image
          src={form.signatureImage}
          alt={`Signature of ${form.name}`}
          w={240}
          bg="var(--if-design-paper)"
          bd="1px solid var(--if-border-strong)"
        />
      ) : (
        <Text size="sm">Signed by typing the full name: {form.typedSignature}</Text>
      )}
      <Button
        variant="light"
        loading={download.isPending}
        onClick={() =>
          download.mutate(form.name, {
            onError: (error) =>
              notifyError('Download Failed', errorMessage(error, 'The PDF could not be made.')),
          })
        }
      >
        Download PDF
      </Button>
    </Stack>
  );
}
