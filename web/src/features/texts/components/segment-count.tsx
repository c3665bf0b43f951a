import { Text } from '@mantine/core';
import { countSegments, MAX_TEXT_SEGMENTS } from '@inkforge/domain';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The count in words: "98 characters · 1 segment (GSM-7)". */
export function segmentWords(body: string): string {
  const count = countSegments(body);
  return `${plural(Array.from(body).length, 'character', 'characters')} · ${plural(
    count.segments,
    'segment',
    'segments',
  )} (${count.encoding})`;
}

interface Props {
  body: string;
  /** Read out as it changes (the reply box), or only shown (the settings preview). */
  id?: string;
}

/**
 * Characters and segments of a text as the carrier counts them, with why a text costs more:
 * one character outside GSM-7 (an emoji, curly quotes) makes every segment 70 characters.
 */
export function SegmentCount({ body, id }: Props) {
  const count = countSegments(body);
  return (
    <div id={id} data-testid="segment-count">
      <Text size="sm">{segmentWords(body)}</Text>
      {count.encoding === 'UCS-2' && (
        <Text size="sm">An emoji makes each part 70 characters (UCS-2 instead of GSM-7).</Text>
      )}
      {count.segments > MAX_TEXT_SEGMENTS && (
        <Text size="sm" fw={700}>
          Longer than {MAX_TEXT_SEGMENTS} segments: shorten it.
        </Text>
      )}
    </div>
  );
}
