import { avatarFile } from '@inkforge/domain';
import { readAvatar } from '../booking';
import { CARD_IMAGES } from './load-artist-page';
import type { PageDeps } from './deps';
import type { ArtistPage } from './view';

/** The card's subtitle: where the artist works, else what they do. */
function subtitleOf(page: ArtistPage): string {
  const { profile, settings } = page.artist;
  const place = [profile.studioName ?? page.artist.studioName, profile.city].filter(Boolean);
  if (place.length) return place.join(' · ');
  return settings.styles.length ? settings.styles.slice(0, 3).join(' · ') : 'Tattoo artist';
}

/**
 * The 1200×630 link-preview card of the page, made once per key and kept beside the artist's
 * renditions (so deleting the account removes it); later asks read the stored one. An older
 * card is removed when a new one is made.
 */
export async function shareCard(deps: PageDeps, page: ArtistPage): Promise<Buffer> {
  const file = page.cardPath.split('/').at(-1)!;
  const path = `users/${page.artist.uid}/public/cards/${file}`;
  if (await deps.objects.exists(path)) return deps.objects.read(path);
  const images = await Promise.all(
    page.portfolio
      .slice(0, CARD_IMAGES)
      .map((item) =>
        deps.portfolio.readRendition(page.artist.uid, (item.files[1] ?? item.files[0]!).file),
      ),
  );
  const { avatarHash } = page.artist;
  const avatar = avatarHash
    ? await readAvatar(deps.objects, page.artist, avatarFile(avatarHash, 192))
    : null;
  const card = await deps.publicImages.shareCard({
    title: page.name,
    subtitle: subtitleOf(page),
    images: images.filter((image): image is Buffer => image !== null),
    avatar,
  });
  // Only the current card is kept: an older one shows work that may have been taken down.
  await deps.objects.removePrefix(`users/${page.artist.uid}/public/cards/`);
  await deps.objects.put(path, card, 'image/jpeg');
  return card;
}
