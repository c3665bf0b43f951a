import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { COLOUR_LABELS, TATTOO_COLOURS, type Brief, type TattooColour } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess, notifyWarning } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useSaveBrief } from '../api/save-brief';
import { useSendQuestions } from '../api/send-questions';
import type { BriefEdit } from '../api/types';
import { estimateText } from './estimate-text';
import { QuestionsField } from './questions-field';

interface Props {
  requestId: string;
  clientName: string;
  brief: Brief;
}

const editOf = ({ subject, style, placement, sizeCm, colour, questions }: Brief): BriefEdit => ({
  subject,
  style,
  placement,
  sizeCm,
  colour,
  questions,
});

/** The drafted brief, every part of it the artist's to change, and its questions sent on. */
export function BriefForm({ requestId, clientName, brief }: Props) {
  const f = useStudioFormat();
  const save = useSaveBrief();
  const send = useSendQuestions();
  const [edit, setEdit] = useState<BriefEdit>(() => editOf(brief));
  const set = <K extends keyof BriefEdit>(key: K, value: BriefEdit[K]) => {
    save.reset();
    setEdit((current) => ({ ...current, [key]: value }));
  };
  const questions = edit.questions.map((q) => q.trim()).filter(Boolean);

  const { sizeCm } = edit;
  const onSave = () => {
    if (sizeCm === null) return;
    save.mutate(
      { requestId, ...edit, sizeCm, questions },
      { onSuccess: () => notifySuccess('Brief saved', 'Your changes to the brief are kept.') },
    );
  };
  const onSend = () =>
    send.mutate(
      { requestId, questions },
      {
        onSuccess: ({ emailed }) =>
          emailed === 'sent'
            ? notifySuccess('Questions sent', `${clientName} is e-mailed a page to answer them on.`)
            : notifyWarning(
                'Mail not sent',
                `The questions are saved but the mail to ${clientName} did not go out. Try again in a moment.`,
              ),
      },
    );

  return (
    <Stack gap="sm">
      {brief.draftedBy === 'rules' && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
            Drafted by rules
          </Badge>
          <Text size="sm" c="dimmed">
            No AI model is connected, so this brief was drafted by rules from the request's fields
            and words. Check it before you use it.
          </Text>
        </Group>
      )}
      <TextInput
        label="Subject"
        value={edit.subject}
        onChange={(e) => set('subject', e.currentTarget.value)}
      />
      <TextInput
        label="Style"
        value={edit.style}
        onChange={(e) => set('style', e.currentTarget.value)}
      />
      <TextInput
        label="Placement"
        value={edit.placement}
        onChange={(e) => set('placement', e.currentTarget.value)}
      />
      <NumberInput
        label="Size in cm"
        min={1}
        max={200}
        allowDecimal={false}
        value={edit.sizeCm ?? ''}
        onChange={(value) => set('sizeCm', typeof value === 'number' ? value : null)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`colour-${requestId}`}>
          Colour
        </Text>
        <SegmentedControl
          aria-labelledby={`colour-${requestId}`}
          value={edit.colour}
          onChange={(value) => set('colour', value as TattooColour)}
          data={TATTOO_COLOURS.map((value) => ({ value, label: COLOUR_LABELS[value] }))}
        />
      </Stack>
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          Estimate
        </Text>
        <Text size="sm">{estimateText(brief.estimate, f)}</Text>
      </Stack>
      <QuestionsField questions={edit.questions} onChange={(q) => set('questions', q)} />
      {save.isError && (
        <Alert color="red" role="alert">
          {errorMessage(save.error, 'The brief could not be saved.')}
        </Alert>
      )}
      {send.isError && (
        <Alert color="red" role="alert">
          {errorMessage(send.error, 'The questions could not be sent.')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={onSave}
          loading={save.isPending}
          disabled={sizeCm === null}
        >
          Save brief
        </Button>
        <Button onClick={onSend} loading={send.isPending} disabled={questions.length === 0}>
          Send questions
        </Button>
      </Group>
    </Stack>
  );
}
