import {
  IMAGE_SIGNATURE_BYTES,
  imageFileProblem,
  sniffImageType,
  UPLOAD_IMAGE_TYPES,
} from '@inkforge/domain';
import { useRef, type ChangeEvent, type DragEvent } from 'react';
import { notifyError } from './notify';

export interface ImageFileMessages {
  invalid: { title: string; message: string };
  tooLarge: { title: string; message: string };
}

/** ; pages that word the two problems differently pass their own. */
export const DEFAULT_IMAGE_FILE_MESSAGES: ImageFileMessages = {
  invalid: { title: 'Invalid File', message: 'Please select an image file.' },
  tooLarge: { title: 'File Too Large', message: 'Please select an image smaller than 10MB.' },
};

function firstBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array(),
      );
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, IMAGE_SIGNATURE_BYTES));
  });
}

export interface ImageFilePick {
  /** Opens the browser's picker; call it inside the user's click, or the browser refuses. */
  open: () => void;
  /** Checks a file from any source (picker, drop) and hands it on when it is an image. */
  take: (file: File | null | undefined) => Promise<void>;
  inputProps: {
    ref: React.RefObject<HTMLInputElement | null>;
    type: 'file';
    accept: string;
    hidden: true;
    tabIndex: -1;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  dropProps: {
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
}

/**
 * The one way the product picks an image file: a hidden input opened from a click, Enter or a
 * drop, then type, size and the file's own bytes checked before `onFile` sees it.
 */
export function useImageFilePick(
  onFile: (file: File) => void,
  messages: ImageFileMessages = DEFAULT_IMAGE_FILE_MESSAGES,
): ImageFilePick {
  const inputRef = useRef<HTMLInputElement | null>(null);

  const take = async (file: File | null | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    const { invalid, tooLarge } = messages;
    if (problem === 'invalid') return notifyError(invalid.title, invalid.message);
    if (problem === 'too_large') return notifyError(tooLarge.title, tooLarge.message);
    if (sniffImageType(await firstBytes(file)) === null) {
      return notifyError(invalid.title, invalid.message);
    }
    onFile(file);
  };

  return {
    open: () => {
      const input = inputRef.current;
      if (!input) return;
      // Choosing the same file twice must fire `change` again.
      input.value = '';
      input.click();
    },
    take,
    inputProps: {
      ref: inputRef,
      type: 'file',
      accept: UPLOAD_IMAGE_TYPES.join(','),
      hidden: true,
      tabIndex: -1,
      onChange: (event) => void take(event.currentTarget.files?.[0]),
    },
    dropProps: {
      onDragOver: (event) => event.preventDefault(),
      onDrop: (event) => {
        event.preventDefault();
        void take(event.dataTransfer.files[0]);
      },
    },
  };
}
