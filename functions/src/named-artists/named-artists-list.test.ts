import { describe, expect, it } from 'vitest';
import data from './living-artists.json';
import { NAMED_ARTISTS } from './named-artists-list';

/** Prompts artists really type: none names anybody, so none may be refused. */
const ORDINARY_PROMPTS = [
  'a rose with a dagger, american traditional, bold lines',
  'bang bang pistol with smoke and stars',
  'a phoenix rising in a yellow blaze, neo-traditional',
  'a sailor girl pin-up with an anchor, old school flash',
  'a koi fish swimming up a waterfall, japanese traditional irezumi',
  'a geometric wolf, dotwork and fine line',
  'a little Andy-sized teddy bear for my son',
  'portrait of my grandmother Maria smiling, black and grey realism',
  'a skull with a snake, trash polka, red and black',
  'a mandala on the sternum with lotus petals',
  'a big gust of wind blowing leaves',
  'a hummingbird by the sea, watercolour',
  'grace, neutral tones, a woman praying',
  'a biomechanical arm sleeve with pistons',
  'an ouroboros like a woodcut engraving',
  'a cartoon devil, Mr. Bones style flash, new school',
  'lettering "mum" in a banner across a heart',
  'a moth with a skull on its back, blackwork, like an etching',
  'a cat in a witch hat, cute kawaii style',
  'a tiger in the style of ukiyo-e by the river',
];

const PUBLIC_DOMAIN_PROMPTS = [
  'The Great Wave after Hokusai, on the forearm',
  'an Alphonse Mucha style portrait with art nouveau border',
  'a rhinoceros like Albrecht Dürer’s woodcut',
  'Klimt-gold tree of life',
  'a Doré engraving of a dragon',
];

describe('the named-artist list (living-artists.json)', () => {
  it('holds several hundred artists with their source and how to maintain it', () => {
    expect(data.living.length).toBeGreaterThanOrEqual(400);
    expect(data.source).toMatch(/public sources/);
    expect(data.maintain).toMatch(/Add an artist/);
    const names = data.living.map((artist) => artist.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses none of the ordinary prompts', () => {
    for (const prompt of ORDINARY_PROMPTS)
      expect(NAMED_ARTISTS.livingIn(prompt), prompt).toBeNull();
  });

  it('lets public-domain artists and movements pass', () => {
    for (const prompt of PUBLIC_DOMAIN_PROMPTS) {
      expect(NAMED_ARTISTS.livingIn(prompt), prompt).toBeNull();
    }
    for (const name of ['Katsushika Hokusai', 'MUCHA', 'Dürer', 'ukiyo-e', 'Art Nouveau']) {
      expect(NAMED_ARTISTS.isAllowed(name), name).toBe(true);
    }
    expect(NAMED_ARTISTS.isAllowed('Alex Turner')).toBe(false);
  });

  it('finds living artists however the prompt spells them', () => {
    expect(NAMED_ARTISTS.livingIn('a koi in HORIYOSHI III’s style')).toBe('Horiyoshi III');
    expect(NAMED_ARTISTS.livingIn('fine line like dr woo')).toBe('Dr. Woo');
    expect(NAMED_ARTISTS.livingIn('a rose by Chris Nunez')).toBe('Chris Nuñez');
    expect(NAMED_ARTISTS.livingIn('Maxime Buchi blackwork')).toBe('Maxime Büchi');
    expect(NAMED_ARTISTS.livingIn('a ghibli-style forest spirit')).toBe('Hayao Miyazaki');
    expect(NAMED_ARTISTS.livingIn('in the style of greg rutkowski')).toBe('Greg Rutkowski');
  });

  it('has no form a lone common word could trigger', () => {
    const forms = data.living.flatMap((artist) => [
      artist.name,
      ...(('aka' in artist ? artist.aka : undefined) ?? []),
    ]);
    const single = forms.filter((form) => !/\s/.test(form.trim()));
    for (const form of single) expect(form.length, form).toBeGreaterThanOrEqual(4);
  });
});
