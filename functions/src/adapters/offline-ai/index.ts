import { designCanvas } from '@inkforge/domain';
import { loadSharp } from '../load-sdk';
import {
  ProviderError,
  type AiProvider,
  type DesignRequest,
  type ModerationVerdict,
} from '../ai-provider';
import { drawConceptOffline } from './concept';
import { checkDesign, planDesign } from './design-plan';
import { drawDesignSvg } from './draw-design';
import { createOfflineEditor } from './edit-image';
import { lineDrawing } from './trace';

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

/** Printed types come at print resolution, as the live provider draws them. */
function canvasOf(request: DesignRequest): [number, number] {
  const [w = 1024, h = 1024] = designCanvas(request.generationType, request.size)
    .split('x')
    .map(Number);
  return [w, h];
}

/**
 * The built-in provider for a machine without an OpenAI key: designs from a bundled motif
 * library and real lettering, line drawings of uploads, and the designs and image edits it can
 * honestly do (refusing, before any charge, those it cannot), reproducible from the request and
 * its seed.
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
      if (request.source) {
        // Sketch and photo: a line drawing of the upload itself, nothing stamped on it.
        const kind = request.generationType === 'sketch' ? 'sketch' : 'photo';
        const data = await lineDrawing(request.source.data, width, height, kind);
        return { data, contentType: 'image/png' };
      }
      const plan = planDesign(request);
      // Asked first through checkDesign; a caller that did not ask still gets no stand-in subject.
      if (!plan.ok) throw new ProviderError(plan.message, false);
      const svg = Buffer.from(drawDesignSvg(request, plan, width, height));
      const elements = [
        ...plan.motifs,
        ...(plan.lettering ? [`lettering “${plan.lettering}”`] : []),
      ];
      return {
        data: await (await loadSharp())(svg).png().toBuffer(),
        contentType: 'image/png',
        drawn: { elements, notDrawn: plan.notDrawn },
      };
    },
    checkDesign: async (request) => checkDesign(request),
    drawConcept: (request) => drawConceptOffline(request),
    editImage: (request) => editor.editImage(request),
    checkEdit: (request) => editor.checkEdit(request),
  };
}
