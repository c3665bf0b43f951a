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
