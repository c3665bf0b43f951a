/**
 * How big a drawn signature may be. The intake page reduces the drawing on the device (600 px
 * wide, a few tens of kilobytes); these bounds are for a drawing sent as the pad made it: a
 * whole-box scribble on a density-4 phone (1432×640 px) is 110–250 KB of PNG, a third more as
 * base64. Cloud Run caps a request at 32 MB, so both stay far below what the host allows.
 */
export const SIGNATURE_MAX_CHARS = 1_000_000;

/** The intake form's JSON body: the signature at its largest plus the answers around it. */
export const INTAKE_BODY_LIMIT_BYTES = SIGNATURE_MAX_CHARS + 64 * 1024;

export const SIGNATURE_TOO_LARGE =
  'The signature drawing is too large to send. Clear it and sign with fewer strokes, or choose “Type my name”.';
