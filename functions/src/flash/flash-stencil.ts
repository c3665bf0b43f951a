import { AppError } from '../app-error';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { ObjectStore } from '../adapters/object-store';
import { linesOf, printStencil, cropToInk } from '../stencil';
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
    clock: () => Date;
  },
  uid: string,
  appointmentId: string,
): Promise<{ pdf: Uint8Array; name: string }> {
  const booked = await deps.appointmentFlash(uid, appointmentId);
  if (!booked) throw new AppError('APPOINTMENT_NOT_FOUND');
  const flash = await deps.flash.get(uid, booked.id);
  const path = flash ? await deps.galleryImagePath(uid, flash.galleryItemId) : null;
  if (!flash || !path) throw new AppError('FLASH_NOT_FOUND');
  const png = await deps.objects.read(path);
  const ink = cropToInk(await linesOf(deps.imageOps, png, false));
  const pdf = await printStencil(deps.imageOps, png, {
    size: booked.sizeCm,
    unit: 'cm',
    dimension: ink.width >= ink.height ? 'width' : 'height',
    paper: 'a4',
    mirror: true,
    lineWarning: true,
    name: flash.title,
    date: deps.clock().toISOString().slice(0, 10),
  });
  return { pdf, name: `${flash.title} ${booked.sizeCm} cm` };
}
