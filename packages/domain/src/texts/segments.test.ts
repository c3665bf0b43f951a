import { describe, expect, it } from 'vitest';
import { countSegments } from './segments';

describe('countSegments', () => {
  it('counts a plain text as GSM-7, one unit a character', () => {
    expect(countSegments('Ink Studio: see you Friday at 14:00.')).toEqual({
      encoding: 'GSM-7',
      segments: 1,
      units: 36,
    });
  });

  it('counts an extension-table character (€, [, ~) as two units and stays GSM-7', () => {
    expect(countSegments('Deposit €50')).toEqual({ encoding: 'GSM-7', segments: 1, units: 12 });
    expect(countSegments('a[b]~')).toMatchObject({ encoding: 'GSM-7', units: 8 });
  });

  it('sends a character outside GSM 03.38 as UCS-2 with 70 units a segment', () => {
    expect(countSegments('Renée')).toMatchObject({ encoding: 'GSM-7' });
    expect(countSegments('Łódź')).toEqual({ encoding: 'UCS-2', segments: 1, units: 4 });
    expect(countSegments('ç'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(countSegments('ç'.repeat(71))).toMatchObject({ encoding: 'UCS-2', segments: 2 });
  });

  it('counts an emoji as two UTF-16 units and makes the text UCS-2', () => {
    expect(countSegments('See you 😊')).toEqual({ encoding: 'UCS-2', segments: 1, units: 10 });
    expect(countSegments('😊'.repeat(35))).toMatchObject({ segments: 1, units: 70 });
    expect(countSegments('😊'.repeat(36))).toMatchObject({ segments: 2, units: 72 });
  });

  it('splits GSM-7 at 160 for one segment and 153 each beyond', () => {
    expect(countSegments('a'.repeat(160)).segments).toBe(1);
    expect(countSegments('a'.repeat(161)).segments).toBe(2);
    expect(countSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('never splits an escape pair or a surrogate pair across two segments', () => {
    // 152 units, then a two-unit € that would straddle the 153 boundary: it opens segment 2.
    expect(countSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({
      units: 306,
      segments: 3,
    });
    expect(countSegments(`${'a'.repeat(66)}😊${'a'.repeat(66)}`)).toMatchObject({
      units: 134,
      segments: 3,
    });
  });

  it('counts nothing for an empty text', () => {
    expect(countSegments('')).toEqual({ encoding: 'GSM-7', segments: 0, units: 0 });
  });
});
