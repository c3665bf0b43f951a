import { Badge } from '@mantine/core';

/**
 * "Medical warning: …" in full: a badge that wraps onto more lines instead of cutting the
 * warning to "Pregnan…" on a phone (a badge's label is one ellipsised line by default).
 */
export function MedicalWarningBadge({ warning }: { warning: string }) {
  return (
    <Badge
      color="red"
      radius="sm"
      h="auto"
      maw="100%"
      py={4}
      styles={{
        root: { textTransform: 'none' },
        label: {
          whiteSpace: 'normal',
          overflow: 'visible',
          textOverflow: 'clip',
          textAlign: 'left',
          lineHeight: 1.35,
        },
      }}
    >
      Medical warning: {warning}
    </Badge>
  );
}
