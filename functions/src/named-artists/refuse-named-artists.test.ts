import { describe, expect, it } from 'vitest';
import type { ChatModel } from '../adapters/chat-model';
import { NAMED_ARTISTS, refuseNamedArtists } from '.';

const offline = { namedArtists: NAMED_ARTISTS };

function modelAnswering(text: string | Error): ChatModel & { asked: number } {
  const model = {
    asked: 0,
    isFlagged: () => Promise.resolve(false),
    complete: () => {
      model.asked += 1;
      return text instanceof Error
        ? Promise.reject(text)
        : Promise.resolve({ text, cutOff: 0 as const });
    },
  };
  return model;
}

describe('refuseNamedArtists', () => {
  it('refuses a living artist on the list, in any of the ways a prompt names one', async () => {
    for (const prompt of [
      'a rose in the style of Kat Von D',
      "a rose, KAT VON D's style",
      'a rose like kat von d',
      'a rose by Kat von D',
    ]) {
      await expect(refuseNamedArtists(offline, [prompt], 'u1'), prompt).rejects.toMatchObject({
        code: 'PROMPT_NAMES_ARTIST',
        status: 400,
      });
    }
  });

  it('lets public-domain artists, movements and empty fields pass', async () => {
    for (const prompt of ['a wave after Hokusai', 'an Alphonse Mucha portrait', 'ukiyo-e koi']) {
      await expect(refuseNamedArtists(offline, [prompt, '', null], 'u1')).resolves.toBeUndefined();
    }
  });

  it('asks the model what the list does not know, and refuses what it names', async () => {
    const model = modelAnswering('{"artist": "Someone Unlisted"}');
    await expect(
      refuseNamedArtists({ ...offline, chatModel: model }, ['a rose like Someone Unlisted'], 'u1'),
    ).rejects.toMatchObject({ code: 'PROMPT_NAMES_ARTIST' });
    expect(model.asked).toBe(1);
  });

  it('passes a public-domain name the model names, and falls back to the list when it fails', async () => {
    const hokusai = modelAnswering('```json\n{"artist": "Katsushika Hokusai"}\n```');
    await expect(
      refuseNamedArtists({ ...offline, chatModel: hokusai }, ['a wave after Hokusai'], 'u1'),
    ).resolves.toBeUndefined();
    const down = modelAnswering(new Error('503'));
    await expect(
      refuseNamedArtists({ ...offline, chatModel: down }, ['a plain rose'], 'u1'),
    ).resolves.toBeUndefined();
    await expect(
      refuseNamedArtists({ ...offline, chatModel: down }, ['a rose like Kat Von D'], 'u1'),
    ).rejects.toMatchObject({ code: 'PROMPT_NAMES_ARTIST' });
  });
});
