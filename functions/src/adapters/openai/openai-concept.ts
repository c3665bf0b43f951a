import type {
  ImageEditParamsNonStreaming,
  ImageGenerateParamsNonStreaming,
} from 'openai/resources/images';
import type { ConceptRequest } from '../ai-provider';
import { loadOpenAi } from '../load-sdk';
import type { ModelChoice } from './models';

/**
 * A concept is a thumbnail to choose from, not a design to print: the fast model at low quality
 * and the standard square. The references go as the edit's input images, each file named by its
 * gallery item id, so what was sent can be told from the request alone.
 */
export async function openAiConceptParams(
  request: ConceptRequest,
  models: ModelChoice,
): Promise<
  | { kind: 'edit'; params: ImageEditParamsNonStreaming }
  | { kind: 'generate'; params: ImageGenerateParamsNonStreaming }
> {
  const base = {
    model: models.fastImage,
    prompt: request.prompt,
    quality: 'low' as const,
    size: '1024x1024' as const,
    output_format: 'png' as const,
    n: 1,
  };
  if (request.references.length === 0) return { kind: 'generate', params: base };
  const { toFile } = await loadOpenAi();
  const image = await Promise.all(
    request.references.map((ref) =>
      toFile(ref.data, `reference-${ref.id}.${ref.contentType.split('/')[1] ?? 'png'}`, {
        type: ref.contentType,
      }),
    ),
  );
  return { kind: 'edit', params: { ...base, image } };
}
