import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  formatCents,
  MAX_BOOKING_QUESTIONS,
  MAX_QUESTION_LENGTH,
  type ApiBookingSettings,
  type Money,
} from '@inkforge/domain';
import { useState } from 'react';
import { errorFields, errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useBookingSettings } from '../api/get-booking-settings';
import { useSaveBookingSettings } from '../api/save-booking-settings';
import { BookingLink } from './booking-link';
import { ClientChoicesField } from './client-choices-field';
import { PaymentsConnect } from './payments-connect';

interface Draft {
  open: boolean;
  styles: string;
  minimumSizeCm: string;
  minimumPrice: string;
  depositKind: ApiBookingSettings['depositKind'];
  depositAmount: string;
  depositPercent: string;
  policy: string;
  /** A kept question has its id (so answers stay tied to it when reworded); a new one has none. */
  questions: { id?: string; text: string }[];
  maxDepositMoves: string;
  clientMovesAllowed: boolean;
  clientNoticeHours: string;
  balanceOnline: boolean;
}

const text = (value: number | null) => (value === null ? '' : String(value));
// The form types decimals; the answer's money reads back into it in the same digits.
const amountText = (value: Money | null) => (value === null ? '' : formatCents(value.cents));

function draftOf(saved: ApiBookingSettings): Draft {
  return {
    open: saved.open,
    styles: saved.styles.join(', '),
    minimumSizeCm: text(saved.minimumSizeCm),
    minimumPrice: amountText(saved.minimumPrice),
    depositKind: saved.depositKind,
    depositAmount: amountText(saved.depositAmount),
    depositPercent: text(saved.depositPercent),
    policy: saved.policy,
    questions: saved.questions.map((q) => ({ ...q })),
    maxDepositMoves: String(saved.maxDepositMoves),
    clientMovesAllowed: saved.clientMovesAllowed,
    clientNoticeHours: String(saved.clientNoticeHours),
    balanceOnline: saved.balanceOnline,
  };
}

/** Settings → Profile: the public booking page, open or closed, and what it says. */
export function BookingSettingsCard() {
  const saved = useBookingSettings();
  const save = useSaveBookingSettings();
  const f = useStudioFormat();
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown = draft ?? (saved.data ? draftOf(saved.data) : null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    shown && setDraft({ ...shown, [key]: value });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!shown) return;
    save.mutate(
      {
        ...shown,
        styles: shown.styles
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      },
      {
        onSuccess: (next) => {
          setDraft(null);
          notifySuccess(
            'Booking Page Saved',
            next.open ? 'Clients can send you requests.' : 'Your booking page is closed.',
          );
        },
        onError: (error) =>
          notifyError('Booking Page Not Saved', errorMessage(error, 'Please try again.')),
      },
    );
  };

  const serverErrors = save.isError ? errorFields(save.error) : {};
  const setQuestion = (index: number, text: string) =>
    shown &&
    set(
      'questions',
      shown.questions.map((q, i) => (i === index ? { ...q, text } : q)),
    );

  const link = saved.data ? `${window.location.origin}/book/${saved.data.username}` : '';
  return (
    <Card withBorder component="section" aria-labelledby="booking-settings-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="booking-settings-heading">
          Booking page
        </Title>
        {saved.isPending && <Skeleton height={160} />}
        {saved.isError && <Text c="red">{errorMessage(saved.error, 'Failed to load.')}</Text>}
        {shown && (
          <form onSubmit={submit} aria-label="Booking page settings">
            <Stack gap="sm">
              <BookingLink url={link} />
              <Switch
                label="Take booking requests"
                checked={shown.open}
                onChange={(e) => set('open', e.currentTarget.checked)}
              />
              <TextInput
                label="Styles you take"
                description="Separated by commas"
                value={shown.styles}
                onChange={(e) => set('styles', e.currentTarget.value)}
              />
              <Group grow align="flex-start">
                <TextInput
                  label="Minimum size (cm)"
                  inputMode="numeric"
                  value={shown.minimumSizeCm}
                  onChange={(e) => set('minimumSizeCm', e.currentTarget.value)}
                />
                <TextInput
                  label={`Minimum price (${f.symbol})`}
                  inputMode="decimal"
                  value={shown.minimumPrice}
                  onChange={(e) => set('minimumPrice', e.currentTarget.value)}
                />
              </Group>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="deposit-rule-label">
                  Deposit
                </Text>
                <SegmentedControl
                  aria-labelledby="deposit-rule-label"
                  value={shown.depositKind}
                  onChange={(v) => set('depositKind', v as Draft['depositKind'])}
                  data={[
                    { value: 'none', label: 'None' },
                    { value: 'fixed', label: 'Fixed amount' },
                    { value: 'percent', label: '% of estimate' },
                  ]}
                />
              </Stack>
              {shown.depositKind === 'fixed' && (
                <TextInput
                  label={`Deposit amount (${f.symbol})`}
                  inputMode="decimal"
                  value={shown.depositAmount}
                  onChange={(e) => set('depositAmount', e.currentTarget.value)}
                />
              )}
              {shown.depositKind === 'percent' && (
                <TextInput
                  label="Deposit percentage"
                  inputMode="numeric"
                  value={shown.depositPercent}
                  onChange={(e) => set('depositPercent', e.currentTarget.value)}
                />
              )}
              <Textarea
                label="Policy"
                description={`Shown on your booking page and to clients before they pay a deposit: deposits, cancellations, lateness. Version ${saved.data?.policyVersion ?? 1}; each change is a new version.`}
                autosize
                minRows={3}
                maxLength={5000}
                value={shown.policy}
                onChange={(e) => set('policy', e.currentTarget.value)}
              />
              <QuestionsField
                questions={shown.questions}
                errors={serverErrors}
                onAdd={() => set('questions', [...shown.questions, { text: '' }])}
                onRemove={(index) =>
                  set(
                    'questions',
                    shown.questions.filter((_, i) => i !== index),
                  )
                }
                onChange={setQuestion}
              />
              <TextInput
                label="Times a paid deposit may move to a new date"
                inputMode="numeric"
                value={shown.maxDepositMoves}
                onChange={(e) => set('maxDepositMoves', e.currentTarget.value)}
              />
              <ClientChoicesField
                value={shown}
                errors={serverErrors}
                onChange={(patch) => setDraft({ ...shown, ...patch })}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending} disabled={draft === null}>
                  Save booking page
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <PaymentsConnect />
      </Stack>
    </Card>
  );
}

interface QuestionsFieldProps {
  questions: Draft['questions'];
  /** The server's refusal by field, e.g. `questions.1`. */
  errors: Record<string, string>;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (index: number, text: string) => void;
}

/** The artist's own questions on the request form: each optional for the client to answer. */
function QuestionsField({ questions, errors, onAdd, onRemove, onChange }: QuestionsFieldProps) {
  const full = questions.length >= MAX_BOOKING_QUESTIONS;
  return (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500}>
        Your questions
      </Text>
      <Text size="sm" c="dimmed" id="booking-questions-help">
        Up to {MAX_BOOKING_QUESTIONS} questions clients may answer on the request form, e.g. “Is
        this your first tattoo?”. Rewording one keeps the words earlier clients answered.
      </Text>
      {questions.map((question, index) => {
        const number = index + 1;
        return (
          <Group key={question.id ?? `new-${index}`} align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label={`Question ${number}`}
              maxLength={MAX_QUESTION_LENGTH}
              value={question.text}
              error={errors[`questions.${index}`]}
              onChange={(e) => onChange(index, e.currentTarget.value)}
            />
            <Button
              variant="default"
              mt={24}
              aria-label={`Remove question ${number}`}
              onClick={() => onRemove(index)}
            >
              Remove
            </Button>
          </Group>
        );
      })}
      {errors.questions && (
        <Text size="sm" c="red" role="alert">
          {errors.questions}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          onClick={onAdd}
          disabled={full}
          aria-describedby="booking-questions-help"
        >
          Add a question
        </Button>
        {full && (
          <Text size="sm" c="dimmed">
            That is the most a form asks.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
