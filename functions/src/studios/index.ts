export {
  createStudioAccess,
  memberActive,
  type StudioAccess,
  type StudioDoor,
} from './studio-access';
export { createStudioDirectory, type StudioDirectory } from './studio-directory';
export { deskSpendGate } from './desk-spend-gate';
export { createArtistStudios, type ArtistStudios } from './artist-studio';
