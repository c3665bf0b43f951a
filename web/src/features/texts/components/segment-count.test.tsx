import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { SegmentCount, segmentWords } from './segment-count';

describe('SegmentCount', () => {
  it('counts a plain text as one GSM-7 segment of 160', () => {
    render(<SegmentCount body={'a'.repeat(160)} />);
    expect(screen.getByText('160 characters · 1 segment (GSM-7)')).toBeInTheDocument();
    expect(screen.queryByText(/An emoji makes each part 70 characters/)).toBeNull();
  });

  it('splits the 161st GSM-7 character into a second segment', () => {
    expect(segmentWords('a'.repeat(161))).toBe('161 characters · 2 segments (GSM-7)');
  });

  it('says why an emoji makes the text cost more', () => {
    render(<SegmentCount body={`${'a'.repeat(69)}🙂`} />);
    // 69 + the emoji's two UTF-16 units = 71 > 70: two UCS-2 segments.
    expect(screen.getByText('70 characters · 2 segments (UCS-2)')).toBeInTheDocument();
    expect(screen.getByText(/An emoji makes each part 70 characters/)).toBeInTheDocument();
  });

  it('warns in words beyond 3 segments', () => {
    render(<SegmentCount body={'a'.repeat(153 * 3 + 1)} />);
    expect(screen.getByText('Longer than 3 segments: shorten it.')).toBeInTheDocument();
  });
});
