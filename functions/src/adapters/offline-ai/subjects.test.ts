import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DesignRequest, ForCaller } from '../ai-provider';
import { planDesign } from './design-plan';
import { drawDesignSvg } from './draw-design';
import { createOfflineProvider } from './index';

/** Common tattoo subjects and the motif each must draw as its lead. */
const SUBJECTS: [prompt: string, motif: string][] = [
  // animals
  ['a roaring lion', 'lion'],
  ['tiger', 'tiger-head'],
  ['wolf howling at the moon', 'wolf-head'],
  ['fox', 'fox-head'],
  ['bear', 'bear-head'],
  ['eagle with spread wings', 'eagle-emblem'],
  ['owl', 'owl'],
  ['raven', 'raven'],
  ['swallow', 'swallow'],
  ['sparrow', 'sparrow'],
  ['bird', 'swallow'],
  ['hummingbird', 'hummingbird'],
  ['dove with an olive branch', 'peace-dove'],
  ['snake', 'snake'],
  ['dragon', 'dragon-head'],
  ['koi fish', 'circling-fish'],
  ['octopus', 'octopus'],
  ['jellyfish', 'jellyfish'],
  ['whale', 'sperm-whale'],
  ['sea turtle', 'sea-turtle'],
  ['butterfly with flowers', 'butterfly'],
  ['bee', 'bee'],
  ['spider', 'spider-alt'],
  ['scorpion', 'scorpion'],
  ['stag', 'stag-head'],
  ['horse', 'horse-head'],
  ['elephant', 'elephant-head'],
  ['cat', 'cat'],
  ['dog', 'sitting-dog'],
  // flowers and plants
  ['rose', 'rose'],
  ['lotus', 'lotus'],
  ['sunflower', 'sunflower'],
  ['cherry blossom', 'spoted-flower'],
  ['daisy', 'daisy'],
  ['poppy', 'poppy'],
  ['bouquet of wildflowers', 'flowers'],
  ['pine tree', 'pine-tree'],
  ['feather', 'feather'],
  // skulls
  ['skull', 'death-skull'],
  ['sugar skull', 'happy-skull'],
  ['skull and crossbones', 'skull-crossed-bones'],
  // mandala, geometric, ornamental
  ['mandala', 'mandala'],
  ['sacred geometry', 'sacred-geometry'],
  ['geometric', 'sacred-geometry'],
  ['ornamental', 'ornament'],
  ['hexagon', 'nested-hexagons'],
  ['celtic knot', 'triquetra'],
  ['yin yang', 'yin-yang'],
  ['dreamcatcher', 'dream-catcher'],
  // religious
  ['cross', 'latin-cross'],
  ['praying hands', 'prayer'],
  ['rosary', 'prayer-beads'],
  ['buddha', 'meditation'],
  ['angel', 'angel-wings'],
  ['sacred heart', 'bleeding-heart'],
  ['hamsa', 'open-palm'],
  ['ankh', 'ankh'],
  ['eye of horus', 'eye-of-horus'],
  // nautical
  ['anchor', 'anchor'],
  ['ship', 'galleon'],
  ['compass', 'compass'],
  ['lighthouse', 'lighthouse'],
  ['nautical star', 'nautical-star'],
  ['ship wheel', 'ship-wheel'],
  ['mermaid', 'mermaid'],
  ['waves', 'big-wave'],
  // the rest of the flash sheet
  ['dagger', 'plain-dagger'],
  ['heart', 'heart-drop'],
  ['moon', 'moon'],
  ['sun', 'sun'],
  ['mountains', 'mountains'],
  ['hourglass', 'hourglass'],
  ['crown', 'crown'],
  ['infinity', 'infinity'],
  ['hannya mask', 'oni'],
];

const request: DesignRequest & ForCaller = {
  caller: 'artist-1',
  generationType: 'prompt',
  prompt: '',
  style: 'traditional',
  colorScheme: 'blackwork',
  size: '1024x1024',
  seed: 'job-1',
};
const provider = createOfflineProvider();

/** Share of the PNG's pixels that are ink. */
async function inkShare(png: Buffer): Promise<number> {
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const v of data) if (v < 128) ink++;
  return ink / data.length;
}

describe('the offline engine draws each common tattoo subject as itself', () => {
  it('covers at least 40 subjects, each with a motif of its own', () => {
    expect(new Set(SUBJECTS.map(([, motif]) => motif)).size).toBeGreaterThanOrEqual(40);
  });

  it.each(SUBJECTS)('%s draws %s, with ink on the page', async (prompt, motif) => {
    const design = { ...request, prompt };
    const plan = planDesign(design);
    expect(plan.ok && plan.motifs[0]).toBe(motif);
    if (!plan.ok) return;
    // The motif is what the drawing holds, not only what the plan says.
    const svg = drawDesignSvg(design, plan, 512, 512);
    expect(svg).toContain(`data-motif="${motif}"`);
    expect(await inkShare((await provider.generate(design)).data)).toBeGreaterThan(0.02);
  });

  it('draws script as the lettering alone', async () => {
    const design = { ...request, prompt: `'Forever' in script`, style: 'script' };
    const plan = planDesign(design);
    expect(plan).toEqual({ ok: true, motifs: [], lettering: 'Forever', notDrawn: [] });
    const svg = drawDesignSvg(design, { motifs: [], lettering: 'Forever' }, 512, 512);
    expect(svg).toContain('data-lettering="Forever"');
    expect(svg).not.toContain('data-motif');
    expect(await inkShare((await provider.generate(design)).data)).toBeGreaterThan(0.01);
  });
});
