import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DesignRequest, ForCaller } from '../ai-provider';
import { planDesign } from './design-plan';
import { drawDesignSvg } from './draw-design';
import { iconNamed } from './icon-library';
import { createOfflineProvider } from './index';
import { letteringOf, textPath } from './lettering';
import { FLASH_CLASSICS, MOTIF_WORDS } from './motif-words';

const request: DesignRequest & ForCaller = {
  caller: 'artist-1',
  generationType: 'prompt',
  prompt: 'a lion with a banner reading MOTHER',
  style: 'traditional',
  colorScheme: 'blackwork',
  size: '1024x1024',
  seed: 'job-1',
};

function svgOf(design: DesignRequest, width: number, height: number): string {
  const plan = planDesign(design);
  if (!plan.ok) throw new Error(plan.message);
  return drawDesignSvg(design, plan, width, height);
}

/** Share of dark pixels in a horizontal band of the PNG (top and bottom as fractions). */
async function inkShare(png: Buffer, top: number, bottom: number): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const from = Math.floor(info.height * top) * info.width;
  const to = Math.floor(info.height * bottom) * info.width;
  let ink = 0;
  for (let i = from; i < to; i++) if (data[i]! < 100) ink++;
  return ink / (to - from);
}

describe('offline designs from the motif library', () => {
  it('"a lion with a banner reading MOTHER": the lion icon and MOTHER in glyph outlines', async () => {
    const svg = svgOf(request, 1024, 1024);
    expect(svg).toContain(iconNamed('lion').d);
    expect(svg).not.toContain(iconNamed('heart-drop').d); // "MOTHER" is the lettering, not a subject
    const lettering = svg.match(/data-lettering="MOTHER"[^>]* d="([^"]+)"/)?.[1];
    expect(lettering).toBeDefined();
    // Six glyphs, each at least one outline, with nothing left as a font-dependent <text>.
    expect(lettering!.match(/M/g)!.length).toBeGreaterThanOrEqual(6);
    expect(svg).not.toContain('<text');
    expect(textPath('MOTHER', 'slab', 100, 500).d).not.toContain('NaN');

    const { data } = await createOfflineProvider().generate(request);
    expect(await inkShare(data, 0.1, 0.65)).toBeGreaterThan(0.1); // the lion
    expect(await inkShare(data, 0.68, 0.86)).toBeGreaterThan(0.05); // banner and letters
    expect(await inkShare(data, 0, 0.04)).toBe(0); // paper above the design
  });

  it('picks icons by the words of the prompt, synonyms and plurals included, in order', () => {
    const names = (prompt: string) => {
      const plan = planDesign({ generationType: 'prompt', prompt, seed: 'seed' });
      return plan.ok ? plan.motifs : [];
    };
    expect(names('lion portrait')).toEqual(['lion']);
    expect(names('a serpent coiled around a dagger')).toEqual(['snake', 'plain-dagger']);
    expect(names('two wolves')).toEqual(['wolf-head']);
    expect(names('heart with wings')).toEqual(['heart-wings']);
    expect(names('koi fish in waves')).toEqual(['circling-fish', 'big-wave']);
    expect(FLASH_CLASSICS).toContain(names('something bold for my forearm')[0]);
  });

  it('places a companion where it belongs: a crown on the head, the moon behind', () => {
    const centre = (svg: string, motif: string) => {
      const at = svg.match(
        new RegExp(`data-motif="${motif}" transform="translate\\(([\\d.]+) ([\\d.]+)\\)`),
      );
      return {
        x: Number(at![1]),
        y: Number(at![2]),
        drawnAt: svg.indexOf(`data-motif="${motif}"`),
      };
    };
    const crowned = svgOf({ ...request, prompt: 'a lion with a crown' }, 1024, 1024);
    expect(centre(crowned, 'crown').y).toBeLessThan(centre(crowned, 'lion').y - 200);
    expect(centre(crowned, 'crown').drawnAt).toBeGreaterThan(centre(crowned, 'lion').drawnAt);
    const night = svgOf({ ...request, prompt: 'a wolf under the moon' }, 1024, 1024);
    expect(centre(night, 'moon').y).toBeLessThan(centre(night, 'wolf-head').y);
    expect(centre(night, 'moon').drawnAt).toBeLessThan(centre(night, 'wolf-head').drawnAt);
  });

  it('every word of the keyword table names an icon the bundled library has', () => {
    for (const { icon } of MOTIF_WORDS) expect(iconNamed(icon).d.length).toBeGreaterThan(50);
    for (const icon of FLASH_CLASSICS) expect(iconNamed(icon).d.length).toBeGreaterThan(50);
  });

  it('reads lettering from quotes, "reading"/"saying" phrases and capitals in a banner', () => {
    expect(letteringOf('MOTHER in a banner')).toBe('MOTHER');
    expect(letteringOf('a rose, "Carpe diem" underneath')).toBe('Carpe diem');
    expect(letteringOf('a skull saying memento mori')).toBe('memento mori');
    expect(letteringOf('a wolf in the forest')).toBeNull();
  });

  it('inks by style: fine line is outline only, blackwork solid, dotwork stippled', () => {
    const svgFor = (style: string) => svgOf({ ...request, style }, 512, 512);
    const lionPath = (svg: string) =>
      svg.match(
        /data-motif="lion"[^>]*><path d="[^"]+" fill="([^"]+)"[^>]* stroke-width="([\d.]+)"/,
      )!;
    expect(lionPath(svgFor('fine-line'))[1]).toBe('none');
    expect(lionPath(svgFor('blackwork'))[1]).toBe('#111111');
    expect(lionPath(svgFor('dotwork'))[1]).toBe('url(#dots)');
    expect(Number(lionPath(svgFor('traditional'))[2])).toBeGreaterThan(
      Number(lionPath(svgFor('fine-line'))[2]),
    );
  });
});
