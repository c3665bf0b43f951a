import { z } from 'zod';

/** Paper a stencil prints on (thermal printers and office printers take both). */
export const PRINT_PAPERS = ['a4', 'letter'] as const;
export type PrintPaper = (typeof PRINT_PAPERS)[number];

/**
 * POST /api/stencil/print: the tattoo's size on skin (one side; the other follows the image's
 * proportions) and how to print it. Free: the stencil was already paid for.
 */
const SIZE_MESSAGE = 'The tattoo size must be between 1 and 200 cm (0.4–78 in).';

/** The stencil and its size on skin (one side; the other follows), as the dialogs send them. */
function stencilOnSkin(action: string) {
  const choose = `Please choose a stencil to ${action}.`;
  return {
    imageUrl: z.string({ error: choose }).min(1, choose),
    size: z.coerce
      .number({ error: 'Enter the tattoo size.' })
      .min(0.4, SIZE_MESSAGE)
      .max(200, SIZE_MESSAGE),
    unit: z.enum(['cm', 'in']).default('cm'),
    dimension: z.enum(['width', 'height']).default('width'),
  };
}

export const stencilPrintRequestSchema = z
  .object({
    ...stencilOnSkin('print'),
    paper: z.enum(PRINT_PAPERS).default('a4'),
    mirror: z.boolean().default(false),
    lineWarning: z.boolean().default(true),
    name: z.string().max(80).default('Stencil'),
  })
  .refine((r) => (r.unit === 'cm' ? r.size >= 1 : r.size <= 78), {
    message: SIZE_MESSAGE,
    path: ['size'],
  });

export type StencilPrintRequest = z.output<typeof stencilPrintRequestSchema>;

/** POST /api/stencil/svg: the stencil as vector paths. */
export const stencilSvgRequestSchema = z.object({
  imageUrl: z
    .string({ error: 'Please choose a stencil to export.' })
    .min(1, 'Please choose a stencil to export.'),
  mirror: z.boolean().default(false),
});

/** The ages a healed-look preview shows, in years after the tattoo heals. */
export const HEALED_YEARS = [5, 10, 20] as const;

/** POST /api/stencil/healed: the stencil as it will look after `years` at its size on skin. */
export const stencilHealedRequestSchema = z.object({
  imageUrl: z
    .string({ error: 'Please choose a stencil to preview.' })
    .min(1, 'Please choose a stencil to preview.'),
  size: z.coerce
    .number({ error: 'Enter the tattoo size.' })
    .min(1, 'The tattoo size must be between 1 and 200 cm.')
    .max(200, 'The tattoo size must be between 1 and 200 cm.'),
  years: z.coerce.number().int().min(0).max(40),
});

/** The stencil's size on skin, as the print dialog takes it (one side; the other follows). */
const transferSizeSchema = z.object(stencilOnSkin('check'));

const sizeInRange = (r: { unit: 'cm' | 'in'; size: number }) =>
  r.unit === 'cm' ? r.size >= 1 : r.size <= 78;

/**
 * POST /api/stencil/transfer-check: lines too thin for transfer paper or a needle, gaps that
 * close as the tattoo heals and specks, at the size set. Free.
 */
export const stencilTransferCheckRequestSchema = transferSizeSchema.refine(sizeInRange, {
  message: SIZE_MESSAGE,
  path: ['size'],
});

/** The one-action fixes of the transfer check. */
export const TRANSFER_FIXES = ['thicken', 'open-gaps', 'drop-specks'] as const;
export type TransferFix = (typeof TRANSFER_FIXES)[number];

/** POST /api/stencil/transfer-fix: the stencil with one fix applied, stored as a new stencil. */
export const stencilTransferFixRequestSchema = transferSizeSchema
  .extend({
    fix: z.enum(TRANSFER_FIXES, { error: 'Choose a fix: thicken, open-gaps or drop-specks.' }),
  })
  .refine(sizeInRange, { message: SIZE_MESSAGE, path: ['size'] });

export type TransferProblemKind = 'thin' | 'gap' | 'speck';

/** One kind of problem the transfer check found, in words, and the fix that removes it. */
export interface TransferProblem {
  kind: TransferProblemKind;
  count: number;
  message: string;
  fix: TransferFix;
}

export interface TransferCheckResult {
  passed: boolean;
  /** "Transfer check: passed at 12 cm wide" or "Transfer check: failed: …". */
  summary: string;
  problems: TransferProblem[];
  /** The problems marked on a transparent image the stencil's size (PNG data URL). */
  overlay: string;
}
