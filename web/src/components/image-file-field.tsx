import { Input } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import type { ImageFilePick } from '@/lib/use-image-file-pick';

interface Props {
  pick: ImageFilePick;
  label: string;
  placeholder: string;
  description?: ReactNode;
  /** The chosen file's name, shown in the field. */
  fileName?: string | null;
  disabled?: boolean;
  /**
   * Runs on a click, Enter or drop before the picker opens; false stops it (the caller shows
   * what is needed first, e.g. a consent dialog).
   */
  guard?: () => boolean;
  mt?: string;
}

/** A file field that opens the picker on click and Enter and accepts a dropped image. */
export function ImageFileField({
  pick,
  label,
  placeholder,
  description,
  fileName,
  disabled = false,
  guard = () => true,
  mt,
}: Props) {
  const id = useId();
  return (
    <Input.Wrapper label={label} description={description} id={id} mt={mt}>
      <Input
        component="button"
        type="button"
        id={id}
        disabled={disabled}
        pointer
        leftSection={<IconUpload size={16} />}
        onClick={() => {
          if (guard()) pick.open();
        }}
        onDragOver={pick.dropProps.onDragOver}
        onDrop={(event) => {
          event.preventDefault();
          if (!disabled && guard()) pick.dropProps.onDrop(event);
        }}
      >
        {fileName ?? <Input.Placeholder>{placeholder}</Input.Placeholder>}
      </Input>
      <input {...pick.inputProps} />
    </Input.Wrapper>
  );
}
