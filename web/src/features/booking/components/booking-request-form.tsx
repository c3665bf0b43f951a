import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Radio,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  bookingRequestSchema,
  COLOUR_LABELS,
  MAX_ANSWER_LENGTH,
  TATTOO_COLOURS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type BookingQuestion,
  type TattooColour,
  type Weekday,
} from '@inkforge/domain';
import { useState } from 'react';
import { fieldErrors } from '@/lib/form-errors';
import type { BookingRequestDraft } from '../api/send-booking-request';
import { ReferenceImagesField } from './reference-images-field';

interface Props {
  artistName: string;
  /** The artist's own questions, each answered (or not) in its own box. */
  questions: BookingQuestion[];
  submitting: boolean;
  /** The server's refusal: its words, and the field it names. */
  error?: { message: string; fields: Record<string, string> };
  onSubmit: (draft: BookingRequestDraft) => void;
}

const EMPTY: BookingRequestDraft = {
  idea: '',
  placement: '',
  sizeCm: '',
  colour: 'black_and_grey',
  preferredDays: [],
  name: '',
  email: '',
  phone: '',
  adult: false,
  consent: false,
  answers: {},
  website: '',
  images: [],
};

/** The client's request: the tattoo, references, when, who, and the two confirmations. */
export function BookingRequestForm({ artistName, questions, submitting, error, onSubmit }: Props) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof BookingRequestDraft>(key: K, value: BookingRequestDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const shown = { ...(error?.fields ?? {}), ...errors };
  const text = (key: 'idea' | 'placement' | 'sizeCm' | 'name' | 'email' | 'phone') => ({
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, e.currentTarget.value),
    error: shown[key],
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { images: _images, ...fields } = draft;
    const parsed = bookingRequestSchema.safeParse(fields);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      // An answer's error belongs beside its own question.
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'answers' && issue.path[1] !== undefined) {
          found[`answers.${String(issue.path[1])}`] ??= issue.message;
        }
      }
      setErrors(found);
    } else setErrors({});
    if (parsed.success) onSubmit(draft);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Booking request">
      <Stack gap="md">
        <Textarea
          label="Your idea"
          description="What should the tattoo show? Style, mood, anything that matters to you."
          required
          autosize
          minRows={4}
          maxLength={2000}
          {...text('idea')}
        />
        <TextInput
          label="Placement"
          description="e.g. left forearm"
          required
          {...text('placement')}
        />
        <TextInput
          label="Size in cm"
          description="The longest side, roughly"
          required
          inputMode="decimal"
          w={{ base: '100%', xs: 200 }}
          {...text('sizeCm')}
        />
        <Radio.Group
          label="Colour"
          required
          value={draft.colour}
          onChange={(v) => set('colour', v as TattooColour)}
          error={shown.colour}
        >
          <Group mt={4}>
            {TATTOO_COLOURS.map((c) => (
              <Radio key={c} value={c} label={COLOUR_LABELS[c]} />
            ))}
          </Group>
        </Radio.Group>
        <ReferenceImagesField images={draft.images} onChange={(v) => set('images', v)} />
        <Checkbox.Group
          label="Preferred days"
          description="Leave empty if any day suits you"
          value={draft.preferredDays}
          onChange={(v) => set('preferredDays', v as Weekday[])}
        >
          <Group mt={4} gap="sm">
            {WEEKDAYS.map((d) => (
              <Checkbox key={d} value={d} label={WEEKDAY_LABELS[d]} />
            ))}
          </Group>
        </Checkbox.Group>
        {questions.map((q) => (
          <Textarea
            key={q.id}
            label={q.text}
            description="Optional"
            autosize
            minRows={2}
            maxLength={MAX_ANSWER_LENGTH}
            value={draft.answers[q.id] ?? ''}
            onChange={(e) => set('answers', { ...draft.answers, [q.id]: e.currentTarget.value })}
            error={shown[`answers.${q.id}`]}
          />
        ))}
        <TextInput label="Your name" required autoComplete="name" {...text('name')} />
        <TextInput label="E-mail" type="email" required autoComplete="email" {...text('email')} />
        <TextInput label="Phone" type="tel" required autoComplete="tel" {...text('phone')} />
        {/* The honeypot: off-screen and out of the tab order, so only robots fill it in. */}
        <Box aria-hidden style={{ position: 'absolute', left: '-10000px', top: 'auto' }}>
          <TextInput
            label="Website"
            tabIndex={-1}
            autoComplete="off"
            value={draft.website}
            onChange={(e) => set('website', e.currentTarget.value)}
          />
        </Box>
        <Checkbox
          label="I am 18 or older"
          checked={draft.adult}
          onChange={(e) => set('adult', e.currentTarget.checked)}
          error={shown.adult}
        />
        <Checkbox
          label={`I agree that ${artistName} stores this request and my contact details to answer it`}
          checked={draft.consent}
          onChange={(e) => set('consent', e.currentTarget.checked)}
          error={shown.consent}
        />
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <Button type="submit" size="md" loading={submitting} fullWidth>
          Send request
        </Button>
      </Stack>
    </form>
  );
}
