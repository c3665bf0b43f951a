/** Where a tool is offered. */
export type ToolScreen =
  'photo-editor' | 'design-card' | 'stencil-result' | 'modify-result' | 'own-screen';

/** One image tool: what it costs, which route runs it, and every word the app says of it. */
export interface ImageToolRow {
  /** Credits per use; 0 is free (and never touches the ledger). */
  price: number;
  /** The route that runs it; its declaration spends this tool's action. */
  route: `POST /api/${string}`;
  /** Its name on buttons, in the price list and in the assistant's answers. */
  name: string;
  /** A shorter name for the rows of buttons under a result, where space is short. */
  button?: string;
  /** A spend of it in the credit history. */
  ledger: string;
  /** The end of "You need 6 credits for …". */
  purpose: string;
  /** Said while it runs. */
  busy: string;
  /** The badge on its result. */
  result: string;
  /** The toast when it worked: its title and words. */
  doneTitle: string;
  done: string;
  /** The toast's title when it failed. */
  failed: string;
  /** The screens whose tool row offers it (a tool with a screen of its own says so). */
  screens: readonly ToolScreen[];
  /** The result downloads at once (an upscale is what the artist prints from). */
  downloadsAtOnce?: boolean;
}

/**
 * Every image tool, one row each: the price list, the credit history's labels, the price
 * cheat-sheet, the credit notes, the photo editor's buttons and the route tests all read it.
 * A new tool is a row here, its route's declaration, its operation and one handler line.
 */
export const IMAGE_TOOLS = {
  upscale: {
    price: 6,
    route: 'POST /api/ai/upscale',
    name: 'Upscale',
    ledger: 'Upscale',
    purpose: 'upscaling',
    busy: 'Upscaling your image, this can take a few seconds…',
    result: 'Upscaled',
    doneTitle: 'Downloaded',
    done: 'The upscaled image was downloaded.',
    failed: 'Upscaling Failed',
    screens: ['photo-editor', 'design-card', 'stencil-result', 'modify-result'],
    downloadsAtOnce: true,
  },
  remove_background: {
    price: 1,
    route: 'POST /api/ai/remove-background',
    name: 'Remove Background',
    button: 'Remove BG',
    ledger: 'Background removal',
    purpose: 'background removal',
    busy: 'Removing the background…',
    result: 'Background Removed',
    doneTitle: 'Background Removed',
    done: 'The background is now transparent.',
    failed: 'Background Removal Failed',
    screens: ['photo-editor', 'design-card', 'stencil-result', 'modify-result'],
  },
  invert: {
    price: 1,
    route: 'POST /api/ai/invert',
    name: 'Invert Colours',
    ledger: 'Colour inversion',
    purpose: 'inverting colours',
    busy: 'Inverting the colours…',
    result: 'Inverted',
    doneTitle: 'Colours Inverted',
    done: 'Light and dark are swapped.',
    failed: 'Inverting Failed',
    screens: ['photo-editor'],
  },
  mirror: {
    price: 0,
    route: 'POST /api/ai/mirror',
    name: 'Mirror Design',
    ledger: 'Mirror',
    purpose: 'mirroring',
    busy: 'Mirroring your design…',
    result: 'Mirrored',
    doneTitle: 'Design Mirrored',
    done: 'The design is flipped left to right.',
    failed: 'Mirroring Failed',
    screens: ['photo-editor'],
  },
  stencil: {
    price: 1,
    route: 'POST /api/stencil/generate',
    name: 'Stencil',
    ledger: 'Stencil',
    purpose: 'a stencil',
    busy: 'Making the stencil…',
    result: 'Stencil',
    doneTitle: 'Stencil Generated',
    done: 'The stencil is ready.',
    failed: 'Stencil Failed',
    screens: ['own-screen'],
  },
  modify: {
    price: 10,
    route: 'POST /api/modify-image',
    name: 'Modify Design',
    ledger: 'Design change',
    purpose: 'a design change',
    busy: 'Changing the design…',
    result: 'Modified',
    doneTitle: 'Image modified successfully',
    done: 'The design was changed.',
    failed: 'Modify Failed',
    screens: ['own-screen'],
  },
  body_preview: {
    price: 10,
    route: 'POST /api/ai/body-preview',
    name: 'AI Body Preview',
    ledger: 'Body preview',
    purpose: 'an AI body preview',
    busy: 'Placing the design on the body…',
    result: 'Body preview',
    doneTitle: 'Body Preview Ready',
    done: 'The body preview is ready.',
    failed: 'Body Preview Failed',
    screens: ['own-screen'],
  },
} as const satisfies Record<string, ImageToolRow>;

export type ImageToolId = keyof typeof IMAGE_TOOLS;

/**
 * The tools offered in a row of buttons (every screen but a tool's own): each takes
 * `{ imageUrl }` and answers an image.
 */
export type OfferedToolId = {
  [K in ImageToolId]: 'own-screen' extends (typeof IMAGE_TOOLS)[K]['screens'][number] ? never : K;
}[ImageToolId];

/** A screen that offers tools in a row of buttons. */
export type ToolRowScreen = Exclude<ToolScreen, 'own-screen'>;

/** The tools a screen offers, in the table's order. */
export function toolsOn(screen: ToolRowScreen): OfferedToolId[] {
  return (Object.keys(IMAGE_TOOLS) as ImageToolId[]).filter((id): id is OfferedToolId =>
    (IMAGE_TOOLS[id].screens as readonly ToolScreen[]).includes(screen),
  );
}

/** "Upscale (6 credits)", "Remove BG (1 credit)": a tool's button under a result. */
export function toolButtonText(tool: OfferedToolId, screen: ToolRowScreen): string {
  const row: ImageToolRow = IMAGE_TOOLS[tool];
  const name = screen === 'photo-editor' ? row.name : (row.button ?? row.name);
  return `${name} (${priceText(row.price)})`;
}

/** "6 credits", "1 credit", "free". */
export function priceText(price: number): string {
  if (price === 0) return 'free';
  return `${price} ${price === 1 ? 'credit' : 'credits'}`;
}
