import { studioSlug, type ApiStudioPage, type ApiStudioPageArtist } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { BookingArtist } from '../booking';
import { memberActive, type StudioDirectory } from '../studios';
import type { StudioPageDeps } from './deps';

/** The work a style list is read from: the same pieces the artist's own page shows. */
const PORTFOLIO_READ = 48;

/** A studio as the studios area stores it. */
type StudioRecord = NonNullable<Awaited<ReturnType<StudioDirectory['studio']>>>;

/** One artist on the studio's page, with what their booking form needs. */
export interface StudioPageArtist extends ApiStudioPageArtist {
  uid: string;
  artist: BookingArtist;
}

/** Everything the studio's page shows, read once per render. */
export interface StudioPage extends Omit<ApiStudioPage, 'artists'> {
  id: string;
  artists: StudioPageArtist[];
}

const studioPagePath = (slug: string) => `/studio/${encodeURIComponent(slug)}`;

/** A page address as the studio keeps it (trimmed, lower case); null for one no studio has. */
export function slugKey(slug: string): string | null {
  const parsed = studioSlug.safeParse(slug);
  return parsed.success ? parsed.data : null;
}

export function artistName(artist: BookingArtist): string {
  return artist.displayName ?? artist.username ?? 'Artist';
}

/** Style tags as the page lists them: trimmed, one of each whatever its case, in order. */
function stylesOf(lists: readonly string[][]): string[] {
  const seen = new Map<string, string>();
  for (const style of lists.flat()) {
    const trimmed = style.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

/** The studio behind a page address; one 404 for an unknown address and a gone studio. */
async function openStudio(deps: StudioPageDeps, slug: string): Promise<StudioRecord> {
  const key = slugKey(slug);
  const id = key && (await deps.studios.studioIdBySlug(key));
  const studio = id ? await deps.studios.studio(id) : null;
  if (!studio) throw new AppError('STUDIO_PAGE_NOT_FOUND');
  return studio;
}

/**
 * The studio and who tattoos there now: the owner, its artists and guests inside their spot,
 * never the desk (it takes no clients of its own) and no account since deleted.
 */
export async function loadStudioPage(deps: StudioPageDeps, slug: string): Promise<StudioPage> {
  const studio = await openStudio(deps, slug);
  const now = deps.clock();
  const members = (await deps.studios.members(studio.id)).filter(
    (m) => m.role !== 'desk' && memberActive(m, studio, now),
  );
  const artists = await Promise.all(
    members.map(async (member): Promise<StudioPageArtist | null> => {
      const artist = await deps.booking.artist(member.uid);
      if (!artist) return null;
      const work = await deps.portfolio.list(member.uid, PORTFOLIO_READ);
      const role = member.role === 'desk' ? 'artist' : member.role;
      return {
        uid: member.uid,
        artist,
        username: artist.username,
        name: artistName(artist),
        role,
        styles: stylesOf([artist.settings.styles, ...work.map((item) => item.tags)]),
        pagePath: artist.username ? `/book/${encodeURIComponent(artist.username)}` : null,
        takesRequests: Boolean(artist.username) && artist.settings.open,
      };
    }),
  );
  const listed = artists.filter((a): a is StudioPageArtist => a !== null);
  return {
    id: studio.id,
    slug: studio.slug,
    name: studio.name,
    address: studio.address,
    timezone: studio.timezone,
    openingHours: studio.openingHours,
    pagePath: studioPagePath(studio.slug),
    artists: listed,
    styles: stylesOf(listed.map((a) => a.styles)).sort((a, b) => a.localeCompare(b)),
  };
}

/** The page as JSON: GET /api/public/studios/{slug}. */
export function toApiStudioPage(page: StudioPage): ApiStudioPage {
  const { id: _id, artists, ...rest } = page;
  return {
    ...rest,
    artists: artists.map(({ uid: _uid, artist: _artist, ...shown }) => shown),
  };
}
