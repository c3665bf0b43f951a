import type { BookingDesk } from './booking-desk.service';
import { bookingRequestSchema, SMS_CONSENT_WORDS, type BookingAnswer } from '@inkforge/domain';
import { phoneOrRefuse, studioCountryOf } from '../phone-numbers';
import { AppError } from '../app-error';
import type { UploadedFile } from '../http/multipart';
import { parseBody } from '../http/parse-body';
import { checkImage, type CheckedImage } from '../paid-tools/read-upload';
import type { BookingDeps } from './deps';
import { openArtist } from './get-booking-page';

/**
 * POST /api/public/booking/{username}/requests: a client's request, stored under the artist.
 * Every image is checked by its bytes and decoded before anything is stored.
 */
export async function sendBookingRequest(
  deps: Pick<BookingDeps, 'objects' | 'imageOps' | 'clock' | 'logger'> & { booking: BookingDesk },
  username: string,
  body: unknown,
  files: readonly UploadedFile[],
): Promise<{ requestId: string }> {
  const artist = await openArtist(deps, username);
  const {
    adult: _adult,
    consent: _consent,
    website: _website,
    answers: byId,
    smsConsent,
    ...typed
  } = parseBody(bookingRequestSchema, body);
  // Issue 44: the phone in E.164, a national number read in the studio's country.
  const country = studioCountryOf({ timezone: artist.timezone, ...artist.format });
  const fields = { ...typed, phone: phoneOrRefuse(typed.phone, country) ?? typed.phone };
  const answers = answersOf(artist.settings.questions, byId);
  const images: CheckedImage[] = [];
  for (const file of files) images.push(await checkImage(deps.imageOps, file.data));

  const id = deps.booking.newRequestId(artist.uid);
  const imagePaths: string[] = [];
  for (const [index, image] of images.entries()) {
    const path = `users/${artist.uid}/bookingRequests/${id}/reference-${index + 1}.${image.extension}`;
    await deps.objects.put(path, image.data, image.contentType);
    imagePaths.push(path);
  }
  const now = deps.clock();
  // The two boxes were ticked (the schema refuses otherwise): when is what the record keeps.
  await deps.booking.createRequest(
    artist.uid,
    id,
    {
      ...fields,
      answers,
      imagePaths,
      consentedAt: now,
      ...(smsConsent
        ? {
            smsConsent: {
              given: true,
              at: now.toISOString(),
              source: 'booking' as const,
              words: SMS_CONSENT_WORDS,
            },
          }
        : {}),
    },
    now,
  );
  deps.logger.info('booking.request_received', {
    uid: artist.uid,
    requestId: id,
    images: imagePaths.length,
  });
  return { requestId: id };
}

/**
 * The answers in the order of the artist's questions, each kept with the question's words as
 * the client answered them. An answer to a question the page no longer asks is refused.
 */
function answersOf(
  questions: readonly { id: string; text: string }[],
  byId: Record<string, string>,
): BookingAnswer[] {
  if (Object.keys(byId).some((id) => !questions.some((q) => q.id === id))) {
    throw new AppError('BOOKING_QUESTION_UNKNOWN');
  }
  return questions.flatMap((q) =>
    byId[q.id] === undefined ? [] : [{ question: q.text, answer: byId[q.id]! }],
  );
}
