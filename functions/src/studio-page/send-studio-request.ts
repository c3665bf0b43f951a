import { booksForOthers, FIRST_AVAILABLE, studioRequestSchema } from '@inkforge/domain';
import { AppError } from '../app-error';
import { sendBookingRequest } from '../booking';
import type { UploadedFile } from '../http/multipart';
import { parseBody } from '../http/parse-body';
import { checkImage, type CheckedImage } from '../paid-tools/read-upload';
import type { StudioPageDeps } from './deps';
import { loadStudioPage, type StudioPage, type StudioPageArtist } from './load-studio-page';

export interface SentStudioRequest {
  requestId: string;
  page: StudioPage;
  /** The artist the client chose; null for "first available". */
  chosen: StudioPageArtist | null;
}

/** The chosen artist among those the page lists now, taking requests. */
function chosenArtist(page: StudioPage, username: string): StudioPageArtist {
  const chosen = page.artists.find((a) => a.username && a.username.toLowerCase() === username);
  if (!chosen) throw new AppError('STUDIO_ARTIST_UNKNOWN');
  if (!chosen.takesRequests) throw new AppError('STUDIO_ARTIST_CLOSED');
  return chosen;
}

/** Reference images of a "first available" request, kept under the studio until assigned. */
async function storeImages(
  deps: StudioPageDeps,
  prefix: string,
  files: readonly UploadedFile[],
): Promise<string[]> {
  const images: CheckedImage[] = [];
  for (const file of files) images.push(await checkImage(deps.imageOps, file.data));
  const paths: string[] = [];
  for (const [index, image] of images.entries()) {
    const path = `${prefix}/reference-${index + 1}.${image.extension}`;
    await deps.objects.put(path, image.data, image.contentType);
    paths.push(path);
  }
  return paths;
}

/**
 * POST /api/public/studios/{slug}/requests (and the page's form): a request for a chosen
 * artist goes into that artist's own inbox through booking's one operation (the same checks,
 * images and bell as their own page) and is copied to the studio's shared inbox as theirs;
 * one for "first available" waits in the shared inbox for the desk.
 */
export async function sendStudioRequest(
  deps: StudioPageDeps,
  slug: string,
  body: unknown,
  files: readonly UploadedFile[],
): Promise<SentStudioRequest> {
  const page = await loadStudioPage(deps, slug);
  const {
    artist: asked,
    adult: _adult,
    consent: _consent,
    website: _website,
    answers: _answers,
    ...fields
  } = parseBody(studioRequestSchema, body);
  const chosen = asked === FIRST_AVAILABLE ? null : chosenArtist(page, asked);
  const id = deps.requests.newId(page.id);
  const now = deps.clock();

  let bookingRequestId: string | null = null;
  let imagePaths: string[] = [];
  if (chosen) {
    try {
      ({ requestId: bookingRequestId } = await sendBookingRequest(
        deps,
        chosen.username,
        body,
        files,
      ));
    } catch (err) {
      // Closed between the page's read and this write: the studio's words, not a 404 page.
      if (err instanceof AppError && err.code === 'BOOKING_NOT_FOUND') {
        throw new AppError('STUDIO_ARTIST_CLOSED');
      }
      throw err;
    }
  } else {
    imagePaths = await storeImages(deps, `studios/${page.id}/requests/${id}`, files);
  }

  const artist = chosen && { uid: chosen.uid, name: chosen.name };
  // A first-available request waits for the owner and the desk: their bells ring with it. A
  // chosen artist's bell rang already, from their own inbox.
  const triagers = chosen
    ? []
    : (await deps.studios.members(page.id)).filter((m) => booksForOthers(m.role)).map((m) => m.uid);
  await deps.requests.create(
    page.id,
    id,
    {
      ...fields,
      status: chosen ? 'assigned' : 'pending',
      createdAt: now,
      askedFor: artist,
      assignedTo: artist,
      bookingRequestId,
      imagePaths,
      consentedAt: now,
      answeredAt: chosen ? now : null,
      answeredBy: null,
      declineMessage: null,
    },
    { uids: triagers, studioName: page.name },
  );
  deps.logger.info('studio.request_received', {
    studioId: page.id,
    requestId: id,
    artist: chosen?.uid ?? FIRST_AVAILABLE,
    images: chosen ? files.length : imagePaths.length,
  });
  return { requestId: id, page, chosen };
}
