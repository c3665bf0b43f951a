import { describe, expect, it } from 'vitest';
import { containsName, nameForm, normalizeForNames } from './normalize';

const holds = (text: string, name: string) => containsName(normalizeForNames(text), nameForm(name));

describe('normalizeForNames', () => {
  it('ignores case, accents and letters NFKD keeps whole', () => {
    expect(holds('after DURER', 'Albrecht Dürer')).toBe(false);
    expect(holds('after DURER', 'Dürer')).toBe(true);
    expect(holds('like maxime buchi', 'Maxime Büchi')).toBe(true);
    expect(holds('like Henning Jorgensen', 'Henning Jørgensen')).toBe(true);
    expect(holds('like Stjepan Sejic', 'Stjepan Šejić')).toBe(true);
  });

  it('finds a name through possessives, hyphens and the ways a style is asked for', () => {
    for (const text of [
      "Kat Von D's style",
      'Kat Von D’s rose',
      'in the style of kat von d',
      'like Kat Von D',
      'by Kat-Von-D',
      'a Kat Von D-style rose',
    ]) {
      expect(holds(text, 'Kat Von D'), text).toBe(true);
    }
  });

  it('matches whole words only, and never across a comma or a line', () => {
    expect(holds('an endurer of storms', 'Durer')).toBe(false);
    expect(holds('a figure of grace, neutral tones', 'Grace Neutral')).toBe(false);
    expect(holds('a rose\nhardy stems', 'Rose Hardy')).toBe(false);
    expect(holds('Dr. Woo fine line', 'Dr. Woo')).toBe(true);
  });
});
