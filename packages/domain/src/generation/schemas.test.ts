import { describe, expect, it } from 'vitest';
import { cleanPrompt, generationCost } from './generation-types';
import { generateRequestSchema } from './schemas';

describe('generation rules', () => {
  it('cleans prompts: double quotes to single, newlines to spaces', () => {
    expect(cleanPrompt(' a "rose"\nwith\r\nthorns ')).toBe("a 'rose' with thorns");
  });

  it('prices every type from the spec table', () => {
    expect(
      (
        [
          'prompt',
          'surprise',
          'simple_tattoo',
          'flash_tattoo',
          'sketch',
          'photo',
          'high_quality',
          'ultra_realism',
        ] as const
      ).map(generationCost),
    ).toEqual([4, 1, 1, 4, 4, 11, 10, 6]);
  });

  it('requires a prompt except for surprise, and checks colour effects per scheme', () => {
    expect(
      generateRequestSchema.safeParse({ generationType: 'prompt' }).error?.issues[0]?.message,
    ).toBe('Please enter a description for your tattoo design');
    expect(generateRequestSchema.parse({ generationType: 'surprise' })).toMatchObject({
      prompt: '',
      colorScheme: 'blackwork',
    });
    const effect = (colorScheme: string, ultraRealismColorEffect: string) =>
      generateRequestSchema.safeParse({
        prompt: 'x',
        generationType: 'ultra_realism',
        colorScheme,
        ultraRealismColorEffect,
      }).success;
    expect(effect('blackwork', 'sepia')).toBe(true);
    expect(effect('blackwork', 'gold-glow')).toBe(false);
    expect(effect('color', 'orange&teal')).toBe(true);
    expect(generateRequestSchema.safeParse({ prompt: 'x', generationType: 'sketch' }).success).toBe(
      false,
    );
  });
});
