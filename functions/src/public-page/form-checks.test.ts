import { bookingRequestSchema } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { fitWithin, passes, type FieldCheck } from './form-checks';

/** Whether the request schema refuses `value` in `field`, everything else being fine. */
function serverRefuses(field: string, value: unknown): boolean {
  const valid = {
    idea: 'A fern',
    placement: 'Ribs',
    sizeCm: '18',
    colour: 'black_and_grey',
    name: 'Nora',
    email: 'nora@example.com',
    phone: '+49 170 7654321',
    answers: {},
    adult: 'true',
    consent: 'true',
  };
  const parsed = bookingRequestSchema.safeParse({ ...valid, [field]: value });
  return !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === field);
}

const cases: [FieldCheck, string, string[]][] = [
  ['text', 'idea', ['', '   ', 'A fern', 'x']],
  [
    'email',
    'email',
    [
      '',
      'nora',
      'nora@',
      'nora@example',
      'nora@example.com',
      ' Nora@Example.COM ',
      'a b@c.de',
      'nora@@example.com',
      'n.o-r+a@ex-ample.co.uk',
    ],
  ],
  ['size', 'sizeCm', ['', 'abc', '0', '0.5', '1', '18', '18.5', '18.55', '200', '200.1', ' 12 ']],
  [
    'phone',
    'phone',
    ['', '12345', '123456', '+49 170 7654321', '(030) 123-456', 'call me', '+'.padEnd(41, '1')],
  ],
];

describe('the request form’s checks before posting', () => {
  it.each(cases)('%s agrees with the server on every sample of %s', (check, field, samples) => {
    for (const value of samples) {
      expect([value, passes(check, value)]).toEqual([value, !serverRefuses(field, value)]);
    }
  });

  it('asks for the boxes and the colour the server asks for', () => {
    expect(passes('tick', '', false)).toBe(false);
    expect(passes('tick', '', true)).toBe(!serverRefuses('adult', 'true'));
    expect(serverRefuses('adult', undefined)).toBe(true);
    expect(passes('choice', '', false)).toBe(!serverRefuses('colour', undefined));
  });

  it('shrinks a photo to a 2000-px long edge and never enlarges one', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 6000)).toEqual({ width: 1000, height: 2000 });
    expect(fitWithin(480, 360)).toEqual({ width: 480, height: 360 });
  });
});
