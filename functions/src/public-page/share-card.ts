import { avatarFile } from '@inkforge/domain';
import { readAvatar } from '../booking';
import { cardFacts } from './card-facts';
import type { PageDeps } from './deps';
import type { ArtistPage } from './view';

/**
 * The 1200×630 link-preview card of the page, made once per key and kept beside the artist's
 * renditions (so deleting the account removes it); later asks read the stored one. An older
 * card is removed when a new one is made.
 */
export async function shareCard(deps: PageDeps, page: ArtistPage): Promise<Buffer> {
  const file = page.cardPath.split('/').at(-1)!;
  const path = `users/${page.artist.uid}/public/cards/${file}`;
  if (await deps.objects.exists(path)) return deps.objects.read(path);
  const facts = cardFacts(page);
  const images = await Promise.all(
    facts.images.map((file) => deps.portfolio.readRendition(page.artist.uid, file)),
  );
  const avatar = facts.avatarHash
    ? await readAvatar(deps.objects, page.artist, avatarFile(facts.avatarHash, 192))
    : null;
  const card = await deps.publicImages.shareCard({
    title: facts.title,
    subtitle: facts.subtitle,
    images: images.filter((image): image is Buffer => image !== null),
    avatar,
  });
  // Only the current card is kept: an older one shows work that may have been taken down.
  await deps.objects.removePrefix(`users/${page.artist.uid}/public/cards/`);
  await deps.objects.put(path, card, 'image/jpeg');
  return card;
}
