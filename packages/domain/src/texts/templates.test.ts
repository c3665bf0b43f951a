import { describe, expect, it } from 'vitest';
import { textSettingsSchema } from './settings.schema';
import { codeOfIssue } from '../refusal';
import {
  DEFAULT_TEXT_TEMPLATES,
  TEXT_PREVIEW_VALUES,
  renderTextTemplate,
  templateSegments,
} from './templates';

describe('text templates', () => {
  it('starts every default with the studio name and keeps it GSM-7 within 2 segments', () => {
    for (const template of Object.values(DEFAULT_TEXT_TEMPLATES)) {
      expect(template.startsWith('{studio}')).toBe(true);
      expect(templateSegments(template, 'Black Lotus Tattoo')).toMatchObject({ encoding: 'GSM-7' });
      expect(templateSegments(template, 'Black Lotus Tattoo').segments).toBeLessThanOrEqual(2);
    }
  });

  it('fills the placeholders and names the studio first when a template does not', () => {
    expect(renderTextTemplate('See you {date} at {time}, {firstName}', TEXT_PREVIEW_VALUES)).toBe(
      'Studio: See you Wednesday 24 September at 14:30, Alexandra',
    );
  });

  it('refuses a template over 3 segments with its code', () => {
    const parsed = textSettingsSchema.safeParse({ templates: { reminder: 'a'.repeat(480) } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => codeOfIssue(issue))).toContain(
      'TEXT_TEMPLATE_TOO_LONG',
    );
    expect(textSettingsSchema.safeParse({ templates: { reminder: 'a'.repeat(400) } }).success).toBe(
      true,
    );
  });
});
