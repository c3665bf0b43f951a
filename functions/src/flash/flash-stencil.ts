import { AppError } from '../app-error';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { ObjectStore } from '../adapters/object-store';
import { linesOf, printStencil, cropToInk, transferAtPrintSize } from '../stencil';
import type { FlashRepository } from './flash.repository';

/**
 * GET /api/appointments/{id}/flash-stencil.pdf: the booked flash's stencil at the booked
 * size, ready for the transfer printer: its ink's long side is the size in cm, mirrored, with
 * the transfer check's verdict at that size on the page.
 */
export async function flashStencilPdf(
  deps: {
    flash: FlashRepository;
    objects: Pick<ObjectStore, 'read'>;
    imageOps: ImageOps;
    appointmentFlash: (
      uid: string,
      appointmentId: string,
    ) => Promise<{ id: string; sizeCm: number } | null>;
    galleryImagePath: (uid: string, id: string) => Promise<string | null>;
    /** Today as the studio writes dates, for the page's footer. */
    printDate: (uid: string, at: Date) => Promise<string>;
    clock: () => Date;
  },
  uid: string,
  appointmentId: string,
): Promise<{ pdf: Uint8Array; name: string; transfer: { passed: boolean; summary: string } }> {
  const booked = await deps.appointmentFlash(uid, appointmentId);
  if (!booked) throw new AppError('APPOINTMENT_NOT_FOUND');
  const flash = await deps.flash.get(uid, booked.id);
  const path = flash ? await deps.galleryImagePath(uid, flash.galleryItemId) : null;
  if (!flash || !path) throw new AppError('FLASH_NOT_FOUND');
  const png = await deps.objects.read(path);
  const ink = cropToInk(await linesOf(deps.imageOps, png, false));
  const at = {
    size: booked.sizeCm,
    unit: 'cm',
    dimension: ink.width >= ink.height ? 'width' : 'height',
  } as const;
  const pdf = await printStencil(deps.imageOps, png, {
    ...at,
    paper: 'a4',
    mirror: true,
    lineWarning: true,
    name: flash.title,
    date: await deps.printDate(uid, deps.clock()),
  });
  // The verdict goes with the file so the screen says it before anyone prints.
  const transfer = transferAtPrintSize(ink, at);
  return { pdf, name: `${flash.title} ${booked.sizeCm} cm`, transfer };
}
