import { compareValues, fromProto, valueAt } from './values.mjs';

const DESCENDING = 2;
// StructuredQuery.FieldFilter.Operator values that imply an order on their field.
const INEQUALITY_OPS = new Set([1, 2, 3, 4, 6, 10]);

function inequalityFields(filter, out) {
  if (!filter) return out;
  if (filter.has_field_filter && INEQUALITY_OPS.has(filter.field_filter.op)) {
    out.push(filter.field_filter.field.field_path);
  }
  if (filter.has_composite_filter) {
    for (const f of filter.composite_filter.filters) inequalityFields(f, out);
  }
  return out;
}

/** The full ordering Firestore applies: explicit orders, inequality fields, then __name__. */
function effectiveOrder(query) {
  const orders = query.order_by.map((o) => ({
    path: o.field.field_path,
    desc: o.direction === DESCENDING,
  }));
  const seen = new Set(orders.map((o) => o.path));
  const implicitDesc = orders.at(-1)?.desc ?? false;
  const extra = inequalityFields(query.has_where ? query.where : null, [])
    .filter((p) => !seen.has(p))
    .sort();
  for (const path of extra) {
    orders.push({ path, desc: implicitDesc });
    seen.add(path);
  }
  if (!seen.has('__name__')) orders.push({ path: '__name__', desc: implicitDesc });
  return orders;
}

/** -1, 0 or 1: a document's sort keys against a cursor's decoded values, in the query's order. */
function compareToCursor(keys, orders, cursorValues) {
  for (const [i, value] of cursorValues.entries()) {
    const order = orders[i];
    if (!order) break;
    const c = compareValues(keys[i], value);
    if (c !== 0) return order.desc ? -c : c;
  }
  return 0;
}

/**
 * Runs a structured query with what the unpatched server lacks: the implicit ordering,
 * start/end cursors (startAfter, startAt, endBefore, endAt) and offset. Filtering is the
 * server's own (v1Query); documents missing an ordered field are excluded as in Firestore.
 */
export function runQuery(state, parent, query) {
  const filtered = state.v1Query(parent, {
    from: query.from,
    order_by: [],
    has_where: query.has_where,
    where: query.where,
    has_limit: false,
  });
  const orders = effectiveOrder(query);
  // Each document's sort keys are read once (reading a field converts it), not per comparison.
  let rows = [];
  for (const doc of filtered) {
    const keys = orders.map((o) => valueAt(doc, o.path));
    if (keys.every((k) => k !== undefined)) rows.push({ doc, keys });
  }
  rows.sort((a, b) => {
    for (const [i, o] of orders.entries()) {
      const c = compareValues(a.keys[i], b.keys[i]);
      if (c !== 0) return o.desc ? -c : c;
    }
    return 0;
  });
  if (query.has_start_at) {
    const { before } = query.start_at;
    const values = query.start_at.values.map(fromProto);
    rows = rows.filter((r) => {
      const c = compareToCursor(r.keys, orders, values);
      return before ? c >= 0 : c > 0;
    });
  }
  if (query.has_end_at) {
    const { before } = query.end_at;
    const values = query.end_at.values.map(fromProto);
    rows = rows.filter((r) => {
      const c = compareToCursor(r.keys, orders, values);
      return before ? c < 0 : c <= 0;
    });
  }
  let docs = rows.map((r) => r.doc);
  if (query.offset > 0) docs = docs.slice(query.offset);
  if (query.has_limit) docs = docs.slice(0, query.limit.value);
  return docs;
}
