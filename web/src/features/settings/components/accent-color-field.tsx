import { Box, TextInput } from '@mantine/core';
import {
  ACCENT_BACKGROUND,
  ACCENT_MIN_CONTRAST,
  contrastRatio,
  ERRORS,
  HEX_COLOR,
} from '@inkforge/domain';
import { MATERIAL } from '@/app/theme/tokens';

/** What the field says of a typed colour: its contrast, or why the server would refuse it. */
export function accentProblem(value: string): string | null {
  if (!value) return null;
  if (!HEX_COLOR.test(value)) return ERRORS.BOOKING_ACCENT_INVALID.message;
  return contrastRatio(value, ACCENT_BACKGROUND)! < ACCENT_MIN_CONTRAST
    ? ERRORS.BOOKING_ACCENT_TOO_LIGHT.message
    : null;
}

/** The page's buttons, links and header rule; refused here, as the server would, when too light. */
export function AccentColorField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const ratio = HEX_COLOR.test(value) ? contrastRatio(value, ACCENT_BACKGROUND) : null;
  return (
    <TextInput
      label="Accent colour"
      placeholder={MATERIAL.accentExample}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.trim())}
      leftSection={
        <Box
          aria-hidden
          w={18}
          h={18}
          bd="1px solid var(--if-border-strong)"
          style={{ borderRadius: 4, background: HEX_COLOR.test(value) ? value : 'transparent' }}
        />
      }
      description={
        ratio === null
          ? 'Buttons, links and the line under your header. Leave empty for the default.'
          : `Contrast on your page: ${ratio.toFixed(2)}:1 (at least ${ACCENT_MIN_CONTRAST}:1 is needed).`
      }
      error={accentProblem(value)}
    />
  );
}
