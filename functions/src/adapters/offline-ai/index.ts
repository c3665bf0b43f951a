import sharp from 'sharp';
import type { AiProvider, DesignRequest, ModerationVerdict } from '../ai-provider';
import { drawDesignSvg } from './draw-design';
import { createOfflineEditor } from './edit-image';

/** A stand-in for the provider's moderation: a short list, enough to exercise the flow. */
const BLOCKED: { words: string[]; category: string }[] = [
  { words: ['swastika', 'nazi', 'kkk', 'white power'], category: 'hate' },
  { words: ['beheading', 'gore', 'dismember'], category: 'violence graphic' },
  { words: ['child porn', 'underage nude'], category: 'sexual minors' },
];

function moderateOffline(text: string): ModerationVerdict {
  const lower = text.toLowerCase();
  const hit = BLOCKED.find((b) => b.words.some((w) => lower.includes(w)));
  return hit
    ? { flagged: true, reason: `Your prompt was flagged for: ${hit.category}.` }
    : { flagged: false };
}

function canvasOf(request: DesignRequest): [number, number] {
  const [w = 1024, h = 1024] = request.size.split('x').map(Number);
  return [w, h];
}

/** Sketch and photo: the source traced to ink lines, with the drawn design laid over it. */
async function traceSource(source: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(source, { limitInputPixels: 50_000_000 })
    .resize(width, height, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .normalise()
    .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1] })
    .negate()
    .threshold(200)
    .toBuffer();
}

/**
 * The built-in provider for a machine without an OpenAI key: real tattoo-style line art,
 * rendered from SVG by sharp, reproducible from the request and its seed.
 */
export function createOfflineProvider(options: { delayMs?: number } = {}): AiProvider {
  const editor = createOfflineEditor();
  return {
    name: 'offline',
    async moderate(text) {
      return moderateOffline(text);
    },
    async generate(request) {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      const [width, height] = canvasOf(request);
      const svg = Buffer.from(drawDesignSvg(request, width, height));
      const design = sharp(svg);
      if (!request.source) return { data: await design.png().toBuffer(), contentType: 'image/png' };
      const traced = await traceSource(request.source.data, width, height);
      const overlay = await sharp(svg)
        .resize(Math.round(width / 3))
        .png()
        .toBuffer();
      const data = await sharp(traced)
        .composite([{ input: overlay, gravity: 'southeast', blend: 'multiply' }])
        .png()
        .toBuffer();
      return { data, contentType: 'image/png' };
    },
    editImage: (request) => editor.editImage(request),
    checkEdit: (request) => editor.checkEdit(request),
  };
}
