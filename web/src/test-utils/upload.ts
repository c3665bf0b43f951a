import userEvent from '@testing-library/user-event';

/**
 * Chooses `file` in the screen's file input, as a person picking it in the dialog would.
 * `applyAccept: false` lets a test offer files the input's accept list would hide.
 */
export async function uploadFile(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
  return user;
}

const SIGNATURES = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
} as const;

/** A file whose first bytes are a real image signature, as a picked photo's would be. */
export function imageFile(name: string, type: keyof typeof SIGNATURES = 'image/png'): File {
  return new File([new Uint8Array(SIGNATURES[type]), 'image-bytes'], name, { type });
}
