import {
  Alert,
  Button,
  Checkbox,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useCallback, useState } from 'react';
import {
  ageOn,
  CLIENT_ERRORS,
  formatDateTime,
  INTAKE_QUESTIONS,
  localDateKey,
  MINIMUM_AGE,
  SMS_CONSENT_WORDS,
  type IntakeAnswers,
  type IntakeFormView,
  type IntakeSubmission,
} from '@inkforge/domain';
import { MedicalQuestions, type DraftAnswers } from './medical-questions';
import { SignatureField, type SignatureMode } from './signature-field';
import { FullNameInput } from './full-name-input';

interface Props {
  view: IntakeFormView;
  submitting: boolean;
  /** The server's refusal, in words. */
  error?: string;
  onSubmit: (form: IntakeSubmission) => void;
}

const complete = (answers: DraftAnswers): answers is IntakeAnswers =>
  INTAKE_QUESTIONS.every((q) => answers[q.key] !== undefined);

/** The client's consent and medical intake: identity, screening, waiver, signature. */
export function IntakeForm({ view, submitting, error, onSubmit }: Props) {
  // What the studio has on the client's card: the client checks it rather than types it again.
  const [name, setName] = useState(view.client.name);
  const [email, setEmail] = useState(view.client.email ?? '');
  const [phone, setPhone] = useState(view.client.phone ?? '');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [allergies, setAllergies] = useState('');
  const [answers, setAnswers] = useState<DraftAnswers>({});
  const [agreed, setAgreed] = useState(false);
  // Issue 44: texts only when the client ticks it (never ticked for them).
  const [texts, setTexts] = useState(false);
  const [mode, setMode] = useState<SignatureMode>('draw');
  const [drawn, setDrawn] = useState('');
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const onDrawn = useCallback((dataUrl: string) => setDrawn(dataUrl), []);

  const now = new Date();
  const age = dateOfBirth ? ageOn(dateOfBirth, localDateKey(now, view.timezone)) : null;
  const underAge = age !== null && age < MINIMUM_AGE;
  const signed = mode === 'draw' ? drawn !== '' : typed.trim() !== '';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!name.trim() || age === null || underAge || !complete(answers) || !agreed || !signed) {
      return;
    }
    onSubmit({
      name,
      email,
      phone,
      smsConsent: texts,
      dateOfBirth,
      allergies,
      answers,
      waiverVersion: view.waiver.version,
      agreed: true,
      signatureImage: mode === 'draw' ? drawn : undefined,
      typedSignature: mode === 'type' ? typed : undefined,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Consent and medical intake">
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            About you
          </Title>
          <FullNameInput value={name} onChange={setName} tried={tried} />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
          />
          <Checkbox
            label={SMS_CONSENT_WORDS}
            checked={texts}
            onChange={(e) => setTexts(e.currentTarget.checked)}
          />
          <TextInput
            label="Date of birth"
            type="date"
            required
            autoComplete="bday"
            value={dateOfBirth}
            onChange={(e) => setDateOfBirth(e.currentTarget.value)}
            error={
              underAge
                ? CLIENT_ERRORS.CLIENT_UNDER_18.message
                : tried && age === null
                  ? 'Your date of birth is required.'
                  : undefined
            }
          />
        </Stack>

        <Stack gap="sm">
          <Title order={2} size="h4">
            Health
          </Title>
          <Textarea
            label="Allergies"
            description="Latex, ointments, metals, medicines… Leave empty if none."
            autosize
            minRows={2}
            value={allergies}
            onChange={(e) => setAllergies(e.currentTarget.value)}
          />
          <MedicalQuestions
            answers={answers}
            onChange={setAnswers}
            showMissing={tried && !complete(answers)}
          />
        </Stack>

        <Stack gap="sm">
          <Title order={2} size="h4">
            Waiver (version {view.waiver.version})
          </Title>
          <Paper withBorder p="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="waiver-text">
            <Text size="sm">{view.waiver.text}</Text>
          </Paper>
          <Checkbox
            label="I have read and accept the waiver"
            checked={agreed}
            onChange={(e) => setAgreed(e.currentTarget.checked)}
            error={tried && !agreed ? 'Tick the box to accept the waiver.' : undefined}
          />
        </Stack>

        <SignatureField
          mode={mode}
          onModeChange={setMode}
          onDrawn={onDrawn}
          typed={typed}
          onTyped={setTyped}
          error={tried && !signed ? CLIENT_ERRORS.INTAKE_SIGNATURE_REQUIRED.message : undefined}
        />
        <Text size="sm">
          Date and time: {formatDateTime(now, { timeZone: view.timezone, locale: view.locale })}{' '}
          (recorded when you submit)
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={submitting} disabled={underAge} size="md">
          Sign and submit
        </Button>
      </Stack>
    </form>
  );
}
