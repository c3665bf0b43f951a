import { COLOR_SCHEME_LABELS } from '@inkforge/domain';
import type { DesignRequest } from './ai-provider';

const TYPE_BRIEFS: Record<DesignRequest['generationType'], string> = {
  prompt: 'A tattoo design',
  surprise: 'A surprising, original tattoo design',
  simple_tattoo: 'A simple, small tattoo with clean bold lines and no shading',
  flash_tattoo: 'A classic flash tattoo sheet piece with bold outlines',
  high_quality: 'A highly detailed, professional tattoo design',
  ultra_realism: 'An ultra-realistic tattoo design',
  sketch: 'Turn this sketch into a finished tattoo design, keeping its composition',
  photo: 'Turn this photo into a tattoo design, keeping its subject recognisable',
};

/** The text the image model receives: the user's words framed as a tattoo brief. */
export function designPrompt(request: DesignRequest): string {
  const parts = [TYPE_BRIEFS[request.generationType]];
  if (request.prompt) parts.push(`of: ${request.prompt}`);
  if (request.style) parts.push(`in ${request.style} style`);
  parts.push(`, ${COLOR_SCHEME_LABELS[request.colorScheme].toLowerCase()}`);
  if (request.ultraRealismStyle) parts.push(`, rendered as ${request.ultraRealismStyle}`);
  if (request.ultraRealismColorEffect) {
    parts.push(`with a ${request.ultraRealismColorEffect} colour effect`);
  }
  parts.push('. Centered on a plain white background, suitable for a tattoo stencil.');
  return parts.join(' ').replace(/ ,/g, ',').replace(/ \./g, '.');
}
