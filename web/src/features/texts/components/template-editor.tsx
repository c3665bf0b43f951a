import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import { renderTextTemplate, TEXT_PREVIEW_VALUES, type TemplatedTextKind } from '@inkforge/domain';
import { SegmentCount } from './segment-count';

const TEMPLATE_LABELS: Record<TemplatedTextKind, string> = {
  booking_confirmation: 'Booking confirmation',
  reminder: 'Reminder',
  moved: 'Moved',
  cancelled: 'Cancelled',
  intake_link: 'Intake link',
};

const PLACEHOLDER_WORDS = [
  ['{firstName}', "client's first name"],
  ['{date}', 'date'],
  ['{time}', 'time'],
  ['{studio}', 'studio'],
  ['{link}', 'link'],
] as const;

interface Props {
  kind: TemplatedTextKind;
  value: string;
  defaultValue: string;
  studio: string;
  /** The server's refusal of this template, in words. */
  error?: string;
  onChange: (value: string) => void;
}

/** One message's wording with its placeholders, a live preview and its cost in segments. */
export function TemplateEditor({ kind, value, defaultValue, studio, error, onChange }: Props) {
  const previewId = useId();
  const preview = renderTextTemplate(value, { ...TEXT_PREVIEW_VALUES, studio });
  const label = TEMPLATE_LABELS[kind];
  return (
    <Card withBorder padding="sm" component="section" aria-label={`${label} text`}>
      <Stack gap="xs">
        <Textarea
          label={label}
          autosize
          minRows={2}
          maxRows={8}
          value={value}
          error={error}
          aria-describedby={previewId}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          Placeholders: {PLACEHOLDER_WORDS.map(([code, words]) => `${code} ${words}`).join(', ')}
        </Text>
        <div id={previewId}>
          <Text size="sm" fw={600}>
            Preview
          </Text>
          <Text
            size="sm"
            data-testid="template-preview"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {preview}
          </Text>
          <SegmentCount body={preview} />
        </div>
        <Group justify="flex-end">
          <Button
            variant="default"
            size="xs"
            disabled={value === defaultValue}
            onClick={() => onChange(defaultValue)}
            aria-label={`Reset to default: ${label}`}
          >
            Reset to default
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
