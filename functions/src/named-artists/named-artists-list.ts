import type { ChatModel } from '../adapters/chat-model';
import data from './living-artists.json';
import { createNamedArtists, type NamedArtists } from './name-list';
import type { NamedArtistGuardDeps } from './refuse-named-artists';

/** The maintained list (living-artists.json), read once per instance. */
export const NAMED_ARTISTS: NamedArtists = createNamedArtists(data);

/** The guard's deps as every area builds them: the app's chat model (or none) and the list. */
export function namedArtistGuardOf(chatModel: ChatModel | null | undefined): NamedArtistGuardDeps {
  return { chatModel: chatModel ?? null, namedArtists: NAMED_ARTISTS };
}
