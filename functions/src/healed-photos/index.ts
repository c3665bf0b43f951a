export { HEALED_LINK_DAYS, createHealedPhotoLinks } from './healed-photo-links.repository';
