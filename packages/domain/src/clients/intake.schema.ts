import { z } from 'zod';
import { optionalEmail, optionalText, requiredText } from './fields';
import { INTAKE_QUESTIONS, type IntakeQuestionKey } from './intake';
import { SIGNATURE_MAX_CHARS, SIGNATURE_TOO_LARGE } from './signature-limits';
import { refusal, refusalIssue } from '../refusal';
import { smsOptInField } from '../text-replies/sms-consent';

const ANSWER_REQUIRED = 'Answer every medical question with yes or no.';

const answers = z.object(
  Object.fromEntries(
    INTAKE_QUESTIONS.map((q) => [q.key, z.boolean({ error: ANSWER_REQUIRED })]),
  ) as Record<IntakeQuestionKey, z.ZodBoolean>,
  { error: ANSWER_REQUIRED },
);

/** A drawn signature as the canvas exports it: a PNG data URL of bounded size. */
const signatureImage = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => v || undefined)
  .pipe(
    z
      .string()
      .max(SIGNATURE_MAX_CHARS, SIGNATURE_TOO_LARGE)
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'The drawn signature is not an image.')
      .optional(),
  );

/** POST /api/intake/{token}: what the client fills in and signs. */
export const intakeSubmissionSchema = z
  .object({
    name: requiredText(120, 'Your full name is required.'),
    email: optionalEmail,
    phone: optionalText(40),
    /** Issue 44: the opt-in to texts beside the phone, unticked unless the client ticks it. */
    smsConsent: smsOptInField,
    dateOfBirth: z
      .string({ error: 'Your date of birth is required.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Your date of birth is required.'),
    allergies: optionalText(2000),
    answers,
    waiverVersion: z.number(refusal('WAIVER_CHANGED')).int().positive(),
    agreed: z.literal(true, { error: 'Tick the box to accept the waiver.' }),
    signatureImage,
    typedSignature: optionalText(120),
  })
  .refine((v) => v.signatureImage !== undefined || v.typedSignature !== undefined, {
    ...refusalIssue('INTAKE_SIGNATURE_REQUIRED'),
    path: ['signatureImage'],
  });
export type IntakeSubmission = z.input<typeof intakeSubmissionSchema>;
export type ParsedIntakeSubmission = z.output<typeof intakeSubmissionSchema>;

/** PUT /api/profile/waiver: the studio's waiver text (each save is a new version). */
export const waiverRequestSchema = z.object({
  text: requiredText(10_000, 'The waiver text is required.'),
});
