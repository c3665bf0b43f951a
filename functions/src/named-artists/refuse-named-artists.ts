import type { ChatModel } from '../adapters/chat-model';
import { AppError } from '../app-error';
import { judgeWithModel } from './judge-with-model';
import type { NamedArtists } from './name-list';
import { containsName, nameForm, normalizeForNames } from './normalize';

export interface NamedArtistGuardDeps {
  /** With an OpenAI key the chat model judges; null or absent, the list alone does. */
  chatModel?: ChatModel | null;
  namedArtists: NamedArtists;
}

/**
 * Throws PROMPT_NAMES_ARTIST when any of the texts asks for a named living artist's style. Call it
 * before any charge, with every prompt field a person or a model wrote.
 *
 * The list is read first, with a key too: it is free, it cannot be argued with by the prompt
 * itself, and a name on it is refused whatever a model says. The model then judges what the list
 * does not know. A model that fails or answers noise leaves the list's verdict (nobody is refused
 * because OpenAI is down); a name the model gives that is on the allow-list passes.
 */
export async function refuseNamedArtists(
  deps: NamedArtistGuardDeps,
  texts: readonly (string | null | undefined)[],
  caller: string,
): Promise<void> {
  const written = texts.filter((text): text is string => !!text && text.trim() !== '');
  if (written.length === 0) return;
  for (const text of written) {
    if (deps.namedArtists.livingIn(text)) throw new AppError('PROMPT_NAMES_ARTIST');
  }
  if (!deps.chatModel) return;
  const verdict = await judgeWithModel(deps.chatModel, written, caller).catch(() => null);
  const artist = verdict?.artist;
  if (!artist || deps.namedArtists.isAllowed(artist)) return;
  // A name the texts do not hold is the model's invention, not the person's request.
  if (!written.some((text) => mentions(text, artist))) return;
  throw new AppError('PROMPT_NAMES_ARTIST');
}

/** True when one of the name's words (of three letters or more) is a word of the text. */
function mentions(text: string, name: string): boolean {
  const words = normalizeForNames(text);
  return nameForm(name)
    .split(' ')
    .some((word) => word.length >= 3 && containsName(words, word));
}
