/**
 * The artist's page's request form, enhanced in place. The page works without this: the form
 * posts and the server answers with its errors in words or the confirmation. With it, a field
 * says what is wrong as it is left (the server's own words, rendered into `data-error`), photos
 * are shrunk (and their EXIF dropped) before they travel, and the button says "Sending…".
 * Nothing changes at load, so nothing moves: messages appear only where the person is typing.
 */
import { fitWithin, passes, type FieldCheck } from '../src/public-page/form-checks';

type Checked = HTMLInputElement | HTMLTextAreaElement | HTMLFieldSetElement;

const form = document.querySelector<HTMLFormElement>('#request form');
if (form) enhance(form);

function enhance(form: HTMLFormElement): void {
  // The checks below replace the browser's bubbles, which speak other words than the server.
  form.noValidate = true;
  const fields = [...form.querySelectorAll<Checked>('[data-check]')];
  const photos = form.querySelector<HTMLInputElement>('input[type=file][data-max]');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const label = button.textContent;
  let sending = false;

  // A typed field is checked as it is left; boxes and choices when sent (tabbing past one is no
  // mistake). A field already marked is checked again, so its message goes once it is right.
  form.addEventListener('focusout', (event) => {
    const field = (event.target as Element).closest<Checked>('[data-check]');
    if (!field || field instanceof HTMLFieldSetElement || field.type === 'checkbox') return;
    if (field.value || field.hasAttribute('aria-invalid')) check(field);
  });
  form.addEventListener('input', (event) => {
    const field = (event.target as Element).closest<Checked>('[data-check][aria-invalid]');
    if (field && !(field instanceof HTMLFieldSetElement) && field.type !== 'checkbox') {
      if (passes(field.dataset.check as FieldCheck, field.value)) say(field, null);
    }
  });
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target === photos) checkPhotos(photos);
    else if (target.type === 'radio' || target.type === 'checkbox') {
      const field = target.closest<Checked>('[data-check]');
      if (field?.hasAttribute('aria-invalid') || field?.querySelector('.err')) check(field);
    }
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    const failed = fields.filter((f) => !check(f));
    if (photos && !checkPhotos(photos)) failed.push(photos);
    if (failed.length > 0) {
      focusOn(failed[0]!);
      return;
    }
    sending = true;
    button.textContent = 'Sending…';
    button.setAttribute('aria-disabled', 'true');
    form.setAttribute('aria-busy', 'true');
    void (photos ? shrinkAll(photos) : Promise.resolve()).finally(() => form.submit());
  });

  // Back from the confirmation, a page restored from the cache can send again.
  window.addEventListener('pageshow', () => {
    sending = false;
    button.textContent = label;
    button.removeAttribute('aria-disabled');
    form.removeAttribute('aria-busy');
  });
}

function valueOf(field: Checked): { value: string; ticked: boolean } {
  if (field instanceof HTMLFieldSetElement) {
    return { value: '', ticked: field.querySelector('input:checked') !== null };
  }
  return { value: field.value, ticked: field instanceof HTMLInputElement && field.checked };
}

function check(field: Checked): boolean {
  const { value, ticked } = valueOf(field);
  const ok = passes(field.dataset.check as FieldCheck, value, ticked);
  say(field, ok ? null : field.dataset.error!);
  return ok;
}

function checkPhotos(input: HTMLInputElement): boolean {
  const ok = (input.files?.length ?? 0) <= Number(input.dataset.max);
  say(input, ok ? null : input.dataset.error!);
  return ok;
}

/** Shows or clears a field's message where the server puts it: after the field, same id. */
function say(field: Checked | HTMLInputElement, message: string | null): void {
  const name = field instanceof HTMLFieldSetElement ? nameOf(field) : field.name;
  const id = `err-${name.replace(/[^\w-]/g, '-')}`;
  let shown = document.getElementById(id);
  if (!message) {
    shown?.remove();
    field.removeAttribute('aria-invalid');
    if (field.getAttribute('aria-describedby') === id) field.removeAttribute('aria-describedby');
    return;
  }
  if (!shown) {
    shown = document.createElement('p');
    shown.className = 'err';
    shown.id = id;
    // A checkbox sits inside its label: the message goes after the label, as the server has it.
    const after =
      field instanceof HTMLInputElement && field.type === 'checkbox'
        ? field.closest('label')!
        : field;
    if (field instanceof HTMLFieldSetElement) field.append(shown);
    else after.after(shown);
  }
  shown.textContent = message;
  if (!(field instanceof HTMLFieldSetElement)) field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', id);
}

/** The group's name as the server reports its error: `colour`, from its radios. */
function nameOf(fieldset: HTMLFieldSetElement): string {
  return fieldset.querySelector('input')?.name ?? 'group';
}

function focusOn(field: Element): void {
  const target = field instanceof HTMLFieldSetElement ? field.querySelector('input')! : field;
  (target as HTMLElement).focus();
}

/** Every chosen photo redrawn smaller; one the browser cannot read travels as it is. */
async function shrinkAll(input: HTMLInputElement): Promise<void> {
  const files = [...(input.files ?? [])];
  if (files.length === 0 || typeof DataTransfer === 'undefined') return;
  const smaller = await Promise.all(files.map((file) => shrink(file).catch(() => file)));
  const list = new DataTransfer();
  for (const file of smaller) list.items.add(file);
  input.files = list.files;
}

/**
 * A photo redrawn at most MAX_IMAGE_EDGE on its long side, as JPEG: what a canvas writes has
 * no EXIF (a phone's photo carries where it was taken). Kept as it was when redrawing gains
 * nothing (a small design already lighter than its JPEG).
 */
async function shrink(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const longest = Math.max(bitmap.width, bitmap.height);
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  // A transparent PNG becomes JPEG on white, not on black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.85));
  const resized = Math.max(width, height) < longest || file.type === 'image/jpeg';
  if (!blob || (!resized && blob.size >= file.size)) return file;
  return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
}
