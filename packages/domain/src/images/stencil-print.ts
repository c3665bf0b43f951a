import { z } from 'zod';

/** Paper a stencil prints on (thermal printers and office printers take both). */
export const PRINT_PAPERS = ['a4', 'letter'] as const;
export type PrintPaper = (typeof PRINT_PAPERS)[number];

/**
 * POST /api/stencil/print: the tattoo's size on skin (one side; the other follows the image's
 * proportions) and how to print it. Free: the stencil was already paid for.
 */
const SIZE_MESSAGE = 'The tattoo size must be between 1 and 200 cm (0.4–78 in).';

export const stencilPrintRequestSchema = z
  .object({
    imageUrl: z
      .string({ error: 'Please choose a stencil to print.' })
      .min(1, 'Please choose a stencil to print.'),
    size: z.coerce
      .number({ error: 'Enter the tattoo size.' })
      .min(0.4, SIZE_MESSAGE)
      .max(200, SIZE_MESSAGE),
    unit: z.enum(['cm', 'in']).default('cm'),
    dimension: z.enum(['width', 'height']).default('width'),
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
