import { describe, expect, it } from 'vitest';
import { ageOn, intakeMedicalFlags, INTAKE_QUESTIONS, type IntakeAnswers } from './intake';
import { intakeSubmissionSchema } from './intake.schema';

const noes = Object.fromEntries(INTAKE_QUESTIONS.map((q) => [q.key, false])) as IntakeAnswers;

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
  });

  it('refuses what is not a calendar date', () => {
    expect(ageOn('2008-02-30', '2026-01-01')).toBeNull();
    expect(ageOn('15/06/2008', '2026-01-01')).toBeNull();
  });
});

describe('intakeMedicalFlags', () => {
  it('lists each yes and the allergies; nothing for all noes', () => {
    expect(intakeMedicalFlags(noes, '  ')).toEqual([]);
    expect(intakeMedicalFlags({ ...noes, bloodThinners: true }, 'Latex')).toEqual([
      'Blood thinners',
      'Allergies: Latex',
    ]);
  });
});

describe('intakeSubmissionSchema', () => {
  const valid = {
    name: 'Ada Lovelace',
    dateOfBirth: '1990-01-01',
    answers: noes,
    waiverVersion: 1,
    agreed: true,
    typedSignature: 'Ada Lovelace',
  };

  it('takes a typed signature as the alternative to drawing', () => {
    expect(intakeSubmissionSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses an unsigned form, a missing answer and an unticked waiver', () => {
    const unsigned = intakeSubmissionSchema.safeParse({ ...valid, typedSignature: ' ' });
    expect(unsigned.error?.issues[0]?.message).toBe(
      'Sign the form: draw your signature or type your full name.',
    );
    const { bloodThinners: _, ...partial } = noes;
    expect(intakeSubmissionSchema.safeParse({ ...valid, answers: partial }).success).toBe(false);
    expect(intakeSubmissionSchema.safeParse({ ...valid, agreed: false }).success).toBe(false);
  });

  it('accepts only a PNG data URL as the drawn signature', () => {
    const drawn = { ...valid, typedSignature: undefined };
    const png = intakeSubmissionSchema.safeParse({
      ...drawn,
      signatureImage: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(png.success).toBe(true);
    const html = intakeSubmissionSchema.safeParse({
      ...drawn,
      signatureImage: 'data:text/html;base64,PHNjcmlwdD4=',
    });
    expect(html.success).toBe(false);
  });
});
