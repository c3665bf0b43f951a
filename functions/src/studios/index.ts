export { memberActive, type StudioAccess } from './studio-access';
export { createStudioDirectory, type StudioDirectory } from './studio-directory';
export { deskSpendGate } from './desk-spend-gate';
export { createArtistStudios, type ArtistStudios } from './artist-studio';
