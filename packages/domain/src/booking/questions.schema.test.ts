import { describe, expect, it } from 'vitest';
import { bookingRequestSchema } from './request.schema';
import { bookingSettingsSchema } from './settings.schema';

const settings = (questions: unknown) =>
  bookingSettingsSchema.safeParse({ open: true, depositKind: 'none', questions });

const request = (answers: unknown) =>
  bookingRequestSchema.safeParse({
    idea: 'A fox',
    placement: 'Forearm',
    sizeCm: 10,
    colour: 'colour',
    name: 'Ana',
    email: 'ana@example.com',
    phone: '+49 30 1234567',
    adult: true,
    consent: true,
    answers,
  });

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('booking questions in the settings', () => {
  it('has none unless the artist writes some', () => {
    const result = settings(undefined);
    expect(result.success && result.data.questions).toEqual([]);
  });

  it('keeps the ids of kept questions, trims the words, and leaves new ones without an id', () => {
    const result = settings([{ id: 'q1', text: '  Any allergies? ' }, 'First tattoo?']);
    expect(result.success && result.data.questions).toEqual([
      { id: 'q1', text: 'Any allergies?' },
      { id: undefined, text: 'First tattoo?' },
    ]);
  });

  it('refuses an empty question, one over 200 characters, and the same question twice', () => {
    expect(firstMessage(settings(['   ']))).toBe('A question is 1 to 200 characters.');
    expect(firstMessage(settings(['x'.repeat(201)]))).toBe('A question is 1 to 200 characters.');
    expect(settings(['x'.repeat(200)]).success).toBe(true);
    expect(firstMessage(settings(['First tattoo?', 'first tattoo? ']))).toBe(
      'Each question is asked once.',
    );
  });

  it('refuses a sixth question', () => {
    expect(firstMessage(settings(['a', 'b', 'c', 'd', 'e', 'f']))).toBe('Ask at most 5 questions.');
    expect(settings(['a', 'b', 'c', 'd', 'e']).success).toBe(true);
  });
});

describe('answers in a booking request', () => {
  it('reads answers as an object or as JSON text, trimmed, empty ones dropped', () => {
    const fromJson = request({ q1: ' Nuts ', q2: '  ' });
    expect(fromJson.success && fromJson.data.answers).toEqual({ q1: 'Nuts' });
    const fromForm = request(JSON.stringify({ q1: 'Nuts' }));
    expect(fromForm.success && fromForm.data.answers).toEqual({ q1: 'Nuts' });
    const none = request(undefined);
    expect(none.success && none.data.answers).toEqual({});
  });

  it('refuses an answer over 1000 characters in words', () => {
    expect(request({ q1: 'x'.repeat(1000) }).success).toBe(true);
    expect(firstMessage(request({ q1: 'x'.repeat(1001) }))).toBe(
      'An answer is at most 1000 characters.',
    );
  });

  it('refuses answers that are not text by question', () => {
    expect(request('{not json').success).toBe(false);
    expect(request({ q1: 3 }).success).toBe(false);
    expect(firstMessage(request({ 'no such/id': 'x' }))).toBe(
      "The artist's questions have changed. Please reload the page and try again.",
    );
  });
});
