export { refuseNamedArtists, type NamedArtistGuardDeps } from './refuse-named-artists';
export { NAMED_ARTISTS, namedArtistGuardOf } from './named-artists-list';
