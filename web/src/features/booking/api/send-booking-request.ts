import { useMutation } from '@tanstack/react-query';
import type { TattooColour, Weekday } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';

export interface BookingRequestDraft {
  idea: string;
  placement: string;
  sizeCm: string;
  colour: TattooColour;
  preferredDays: Weekday[];
  name: string;
  email: string;
  phone: string;
  adult: boolean;
  consent: boolean;
  /** Answers to the artist's questions, by question id; empty ones are not sent. */
  answers: Record<string, string>;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
  images: File[];
}

/** The form as the API reads it: text fields and the reference images under `images`. */
export function toFormData(draft: BookingRequestDraft): FormData {
  const form = new FormData();
  const { images, preferredDays, adult, consent, answers, ...text } = draft;
  for (const [name, value] of Object.entries(text)) form.append(name, value);
  form.append('preferredDays', preferredDays.join(','));
  form.append('adult', String(adult));
  form.append('consent', String(consent));
  const given = Object.entries(answers).filter(([, answer]) => answer.trim() !== '');
  if (given.length > 0) form.append('answers', JSON.stringify(Object.fromEntries(given)));
  for (const image of images) form.append('images', image, image.name);
  return form;
}

/** Sends a client's request to the artist, once. */
export function useSendBookingRequest(username: string) {
  return useMutation({
    mutationFn: (draft: BookingRequestDraft) =>
      apiCall('POST /api/public/booking/:username/requests', {
        params: { username },
        body: toFormData(draft),
      }),
  });
}
