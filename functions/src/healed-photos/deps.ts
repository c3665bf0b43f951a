import type { ImageOps } from '../adapters/sharp/image-ops';
import type { StudioRecords } from '../clients';
import type { GalleryDeps } from '../gallery';
import type { HealedPhotoLinks } from './healed-photo-links.repository';

/** What the client's healed-photo page needs: its links, the artist's gallery, image checks. */
export interface HealedPhotoDeps {
  links: HealedPhotoLinks;
  studio: Pick<StudioRecords, 'client'>;
  gallery: GalleryDeps;
  imageOps: ImageOps;
  clock: () => Date;
}
