import { Group, Text } from '@mantine/core';
import { ACCENT, INK, PAPER } from '@/app/theme/tokens';
import classes from './brand-mark.module.css';

/** The mark (web/public/brand/mark.svg): a drop of ink on ink, its wet point in cinnabar. */
function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill={INK} />
      <path d="M32 8 C27 18 14 31 14 41 A18 18 0 0 0 50 41 C50 31 37 18 32 8 Z" fill={PAPER} />
      <circle cx="32" cy="42" r="8" fill={ACCENT} />
    </svg>
  );
}

/** Mark and wordmark, as the sidebar and the sign-in page show them. */
export function Wordmark({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap" className={classes.wordmark}>
      <BrandMark size={size} />
      <Text component="span" className={classes.word} fz={size * 0.78}>
        Ink<span className={classes.forge}>Forge</span>
      </Text>
    </Group>
  );
}
