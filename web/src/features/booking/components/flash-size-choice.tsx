import { Radio, Stack } from '@mantine/core';
import { durationLabel, formatMoneyOf, type ApiFlash } from '@inkforge/domain';

interface Props {
  flash: ApiFlash;
  variant: number | null;
  /** The artist's locale: prices read as on their own screens. */
  locale: string;
  onChoose: (variant: number) => void;
}

/** The design's sizes, each with its price, its deposit and how long the session takes. */
export function FlashSizeChoice({ flash, variant, locale, onChoose }: Props) {
  return (
    <Radio.Group
      label="Choose a size"
      value={variant === null ? null : String(variant)}
      onChange={(v) => onChoose(Number(v))}
    >
      <Stack gap="xs" mt="xs">
        {flash.variants.map((v, i) => (
          <Radio
            key={v.sizeCm}
            value={String(i)}
            label={`${v.sizeCm} cm · ${formatMoneyOf(v.price, locale)}${v.deposit ? ` (deposit ${formatMoneyOf(v.deposit, locale)})` : ''} · ${durationLabel(v.duration)}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
