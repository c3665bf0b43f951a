import { TextInput } from '@mantine/core';

/** The client's full name, required: on the intake form and on the design approval. */
export function FullNameInput({
  value,
  onChange,
  tried,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The client has tried to send: an empty name now says so. */
  tried: boolean;
}) {
  return (
    <TextInput
      label="Full name"
      required
      autoComplete="name"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={tried && !value.trim() ? 'Your full name is required.' : undefined}
    />
  );
}
