import { changedShare, decodeRgb, type Pixels } from '../raster';
import { bolder, strokeWidth, THINNEST, thinner } from './line-weight';
import { OFFLINE_EDITS_HELP, parseEdits, type EditOp } from './parse-edits';
import { colourise } from './colourise';
import { blackWhite, dotwork, outline, reflect, removeShading } from './tone-edits';

export type Outcome = { ok: true; image: Pixels } | { ok: false; message: string };

const NOT_CHARGED = 'No credits were charged.';

const EDITS: Record<EditOp, (image: Pixels, seed: string) => Pixels> = {
  flip: (image) => reflect(image, true),
  mirror: (image) => reflect(image, false),
  black_white: (image) => blackWhite(image),
  remove_shading: (image) => removeShading(image),
  outline: (image) => outline(image),
  thinner: (image) => thinner(image),
  bolder: (image) => bolder(image),
  dotwork: (image, seed) => dotwork(image, seed),
  colour: (image, seed) => colourise(image, seed),
};

/** Below this share of changed pixels an edit did nothing an artist would see. */
const VISIBLE_CHANGE = 0.005;

/**
 * Offline Modify: the edits the prompt asks for, done on the pixels, or an honest refusal
 * naming what could not be done (the caller charges only for an image that changed).
 */
export async function modifyDesign(data: Buffer, prompt: string, seed: string): Promise<Outcome> {
  const { ops, unknown } = parseEdits(prompt);
  if (unknown.length > 0 || ops.length === 0) {
    const asked = unknown.length ? `“${unknown.join('”, “')}”` : 'this edit';
    return {
      ok: false,
      message: `The offline engine cannot do ${asked}. ${OFFLINE_EDITS_HELP} ${NOT_CHARGED}`,
    };
  }
  const source = await decodeRgb(data);
  if (ops.includes('thinner') && strokeWidth(source) < THINNEST) {
    return {
      ok: false,
      message: `The lines are already as thin as the offline engine can draw them. ${NOT_CHARGED}`,
    };
  }
  const image = ops.reduce((current, op) => EDITS[op](current, seed), source);
  if (changedShare(source, image) < VISIBLE_CHANGE) {
    return {
      ok: false,
      message: `This edit would leave the design as it is, so it was not made. ${NOT_CHARGED}`,
    };
  }
  return { ok: true, image };
}
