import { z } from 'zod';
import { refusalIssue } from '../refusal';
import { OVER_ALLOWANCE_CHOICES } from './allowances';
import { DEFAULT_TEXT_TEMPLATES, templateFits } from './templates';
import { TEMPLATED_TEXT_KINDS, type TemplatedTextKind } from './text-kind';

/** Reminders go 48 and 2 hours before by default; each can be changed or removed. */
export const DEFAULT_TEXT_REMINDER_HOURS = [48, 2];
export const MAX_TEXT_REMINDER_HOURS = 168;
export const MAX_TEXT_REMINDERS = 3;
export const MAX_TEXT_TEMPLATE_LENGTH = 1000;

const HOURS_MESSAGE = `Reminder hours must be a whole number from 1 to ${MAX_TEXT_REMINDER_HOURS}.`;

const templateSchema = z
  .string({ error: 'A text template must be text.' })
  .trim()
  .min(1, 'A text template cannot be empty: reset it to the default instead.')
  .max(
    MAX_TEXT_TEMPLATE_LENGTH,
    `A text template must be at most ${MAX_TEXT_TEMPLATE_LENGTH} characters.`,
  )
  .superRefine((template, ctx) => {
    if (!templateFits(template))
      ctx.addIssue({ code: 'custom', ...refusalIssue('TEXT_TEMPLATE_TOO_LONG') });
  });

const templatesShape = Object.fromEntries(
  TEMPLATED_TEXT_KINDS.map((kind) => [kind, templateSchema.optional()]),
) as Record<TemplatedTextKind, z.ZodOptional<typeof templateSchema>>;

/** `users/{uid}.textSettings`, and the body of PUT /api/settings/texts. */
export const textSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Texts must be on or off.' }).default(false),
  reminderHours: z
    .array(
      z
        .number({ error: HOURS_MESSAGE })
        .int(HOURS_MESSAGE)
        .min(1, HOURS_MESSAGE)
        .max(MAX_TEXT_REMINDER_HOURS, HOURS_MESSAGE),
    )
    .max(MAX_TEXT_REMINDERS, `At most ${MAX_TEXT_REMINDERS} text reminders.`)
    .refine((hours) => new Set(hours).size === hours.length, 'Each reminder time is set once.')
    .default(DEFAULT_TEXT_REMINDER_HOURS),
  /** Only the kinds the artist changed; the others use the default wording. */
  templates: z.object(templatesShape).default({}),
  overAllowance: z
    .enum(OVER_ALLOWANCE_CHOICES, {
      error: 'Choose to pause texts or to spend credits beyond the allowance.',
    })
    .default('pause'),
});
export type TextSettings = z.output<typeof textSettingsSchema>;
export type TextSettingsInput = z.input<typeof textSettingsSchema>;

export const DEFAULT_TEXT_SETTINGS: TextSettings = {
  enabled: false,
  reminderHours: DEFAULT_TEXT_REMINDER_HOURS,
  templates: {},
  overAllowance: 'pause',
};

/** The stored settings when they still read as valid; the defaults otherwise. */
export function textSettingsOf(stored: unknown): TextSettings {
  const parsed = textSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_TEXT_SETTINGS;
}

/** The wording a kind is sent with: the artist's own, or the default. */
export function textTemplateOf(settings: TextSettings, kind: TemplatedTextKind): string {
  return settings.templates[kind] ?? DEFAULT_TEXT_TEMPLATES[kind];
}
