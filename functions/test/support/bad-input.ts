/** Bodies, ids and query values a careless or hostile client sends. */

/** Raw JSON texts (sent with content-type application/json). */
export const RAW_JSON_BODIES: readonly { label: string; text: string; always: boolean }[] = [
  // Refused by the body parser for every route, whatever it reads.
  { label: 'malformed JSON', text: '{"name": "Ada",', always: true },
  { label: 'a JSON string', text: '"just a string"', always: true },
  { label: 'a JSON number', text: '42', always: true },
  {
    label: 'a 100 kB string',
    text: JSON.stringify({ padding: 'x'.repeat(100_000) }),
    always: true,
  },
  // Refused by every route that reads a body.
  { label: 'a JSON array', text: '[{"name": "Ada"}, 1, 2]', always: false },
];

/** One body per kind of wrong value, the value set on every field the route reads. */
export function wrongTypeBodies(fields: readonly string[]): { label: string; text: string }[] {
  const every = (value: string) => `{${fields.map((f) => `"${f}": ${value}`).join(', ')}}`;
  const longText = JSON.stringify('x'.repeat(Math.floor(28_000 / Math.max(fields.length, 1))));
  return [
    { label: 'objects in every field', text: every('{"$gt": ""}') },
    { label: 'arrays in every field', text: every('[1, "a"]') },
    // JSON has no Infinity: 1e999 is how it arrives, and JSON.parse reads it as Infinity.
    { label: 'Infinity in every field', text: every('1e999') },
    { label: '-Infinity in every field', text: every('-1e999') },
    { label: 'negative numbers in every field', text: every('-1') },
    { label: 'huge strings in every field', text: every(longText) },
  ];
}

/** Values for path parameters: none names anything the caller owns. */
export const BAD_IDS: readonly string[] = [
  'no-such-id-0000',
  '..',
  '..%2F..%2Fusers',
  '%2e%2e%2f%2e%2e%2fadmin',
  'a%2Fb%2Fc',
  '%00',
  'id%00.png',
  '%E2%80%AE%F0%9F%92%A5',
  'x'.repeat(1600),
];

/** Query strings for a route that reads the named parameters. */
export function badQueries(names: readonly string[]): string[] {
  return names.flatMap((name) => [
    `${name}=..%2F..%2Fusers`,
    `${name}=%00`,
    `${name}=${'9'.repeat(4000)}`,
    `${name}=NaN`,
    `${name}=a&${name}=b`,
    `${name}[$gt]=`,
  ]);
}
