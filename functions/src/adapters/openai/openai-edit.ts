import { loadOpenAi } from '../load-sdk';
import type { ImageEditParamsNonStreaming } from 'openai/resources/images';
import type { ImageEditRequest } from '../sharp/image-edit';
import type { ModelChoice } from './models';
import { openAiEditBase } from './openai-params';

const PROMPTS = {
  modify: (p: string) => `Modify this tattoo design: ${p}. Keep it a clean, tattooable design.`,
  remove_background: () =>
    'Cut out the main subject of this photo on a fully transparent background. Change nothing else.',
  body_preview: (p: string) =>
    `Apply the tattoo from the second image to the skin in the first photo. ${p} ` +
    'Keep the person, pose, lighting and background unchanged.',
};

/** The images.edit parameters for one of our edit kinds, on the configured edit model. */
export async function openAiEditParams(
  request: ImageEditRequest,
  models: ModelChoice,
): Promise<ImageEditParamsNonStreaming> {
  const { toFile } = await loadOpenAi();
  const main = await toFile(request.image.data, 'image', { type: request.image.contentType });
  const images = request.overlay
    ? [main, await toFile(request.overlay.data, 'tattoo', { type: request.overlay.contentType })]
    : main;
  return {
    ...openAiEditBase(models, request.kind === 'remove_background'),
    image: images,
    prompt: PROMPTS[request.kind](request.prompt),
  };
}
