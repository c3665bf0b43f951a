// Firestore's cross-type ordering (https://firebase.google.com/docs/firestore/manage-data/data-types),
// applied to plain proto value objects ({ integer_value: 1 }, { string_value: 'a' }, ...).
const TYPE_RANK = [
  ['null_value', 0],
  ['boolean_value', 1],
  ['integer_value', 2],
  ['double_value', 2],
  ['timestamp_value', 3],
  ['string_value', 4],
  ['bytes_value', 5],
  ['reference_value', 6],
  ['geo_point_value', 7],
  ['array_value', 8],
  ['map_value', 9],
];

function kindOf(value) {
  for (const [key, rank] of TYPE_RANK) {
    if (value[key] !== undefined) return { key, rank };
  }
  return { key: 'null_value', rank: 0 };
}

function sign(n) {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function timestampNanos(ts) {
  return BigInt(ts.seconds ?? 0) * 1_000_000_000n + BigInt(ts.nanos ?? 0);
}

/** Compares two proto value objects the way Firestore orders them: -1, 0 or 1. */
export function compareValues(a, b) {
  const ka = kindOf(a);
  const kb = kindOf(b);
  if (ka.rank !== kb.rank) return sign(ka.rank - kb.rank);
  switch (ka.rank) {
    case 0:
      return 0;
    case 1:
      return sign(Number(a.boolean_value) - Number(b.boolean_value));
    case 2:
      return sign(Number(a[ka.key]) - Number(b[kb.key]));
    case 3: {
      const diff = timestampNanos(a.timestamp_value) - timestampNanos(b.timestamp_value);
      return diff < 0n ? -1 : diff > 0n ? 1 : 0;
    }
    case 4:
      return compareStrings(a.string_value, b.string_value);
    case 5:
      return Buffer.compare(Buffer.from(a.bytes_value), Buffer.from(b.bytes_value));
    case 6:
      return compareStrings(a.reference_value, b.reference_value);
    case 7:
      return (
        sign(a.geo_point_value.latitude - b.geo_point_value.latitude) ||
        sign(a.geo_point_value.longitude - b.geo_point_value.longitude)
      );
    case 8: {
      const av = a.array_value.values ?? [];
      const bv = b.array_value.values ?? [];
      for (let i = 0; i < Math.min(av.length, bv.length); i += 1) {
        const c = compareValues(av[i], bv[i]);
        if (c !== 0) return c;
      }
      return sign(av.length - bv.length);
    }
    default: {
      const am = Object.entries(a.map_value.fields ?? {}).sort(([x], [y]) => compareStrings(x, y));
      const bm = Object.entries(b.map_value.fields ?? {}).sort(([x], [y]) => compareStrings(x, y));
      for (let i = 0; i < Math.min(am.length, bm.length); i += 1) {
        const [ak, avalue] = am[i];
        const [bk, bvalue] = bm[i];
        const c = compareStrings(ak, bk) || compareValues(avalue, bvalue);
        if (c !== 0) return c;
      }
      return sign(am.length - bm.length);
    }
  }
}

/** Splits a Firestore field path (`a.b`, `` `odd.key`.c ``) into its segments. */
export function splitFieldPath(path) {
  const segments = [];
  let current = '';
  let quoted = false;
  for (const ch of path) {
    if (ch === '`') quoted = !quoted;
    else if (ch === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += ch;
  }
  segments.push(current);
  return segments;
}

/** The plain proto value at a field path of a state document, or undefined. */
export function valueAt(document, path) {
  if (path === '__name__') return { reference_value: document.getPath() };
  let field = { type: 'map_value', value: document.fields };
  for (const segment of splitFieldPath(path)) {
    if (field?.type !== 'map_value') return undefined;
    field = field.value[segment];
  }
  return field?.toV1ValueObject();
}

/**
 * A proto Value message as a plain value object holding only its set member (the message's
 * own toObject() fills every member of the oneof with defaults).
 */
export function fromProto(value) {
  for (const [key] of TYPE_RANK) {
    if (!value[`has_${key}`]) continue;
    if (key === 'array_value')
      return { array_value: { values: value.array_value.values.map(fromProto) } };
    if (key === 'map_value') {
      const entries = Array.from(value.map_value.fields.entries());
      return {
        map_value: { fields: Object.fromEntries(entries.map(([k, v]) => [k, fromProto(v)])) },
      };
    }
    if (key === 'timestamp_value' || key === 'geo_point_value')
      return { [key]: value[key].toObject() };
    return { [key]: value[key] };
  }
  return { null_value: 0 };
}
