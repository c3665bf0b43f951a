import { alreadyExists, notFound } from './errors.mjs';
import { splitFieldPath } from './values.mjs';

export function writePath(write) {
  return write.has_delete ? write.delete : write.update.name;
}

/**
 * Checks every precondition of a commit before anything is applied, so a failing write
 * leaves the whole batch unapplied (the unpatched server applied writes one by one).
 */
export function checkPreconditions(state, writes) {
  const exists = new Map();
  for (const write of writes) {
    const path = writePath(write);
    if (!exists.has(path)) exists.set(path, state.getDocument(path).metadata.hasExist);
    const current = write.has_current_document ? write.current_document : null;
    if (current?.has_exists) {
      if (current.exists && !exists.get(path)) throw notFound(`no entity to update: ${path}`);
      if (!current.exists && exists.get(path)) {
        throw alreadyExists(`entity already exists: ${path}`);
      }
    }
    exists.set(path, !write.has_delete);
  }
}

function withoutPath(fields, segments) {
  const [head, ...rest] = segments;
  if (!(head in fields)) return fields;
  const copy = { ...fields };
  if (rest.length === 0) {
    delete copy[head];
    return copy;
  }
  const child = copy[head];
  if (child?.type !== 'map_value') return fields;
  copy[head] = new child.constructor(withoutPath(child.value, rest));
  return copy;
}

/**
 * Applies one write with the semantics the unpatched server lacks: a set without merge
 * replaces the whole document, and a masked field absent from the data is deleted
 * (FieldValue.delete()).
 */
export function applyWrite(state, date, write) {
  const document = write.has_update ? state.getDocument(write.update.name) : null;
  const masked = write.has_update && write.has_update_mask;
  if (document && !masked && document.metadata.hasExist) document.fields = {};
  const result = state.writeV1Document(date, write);
  if (document && masked) {
    for (const path of write.update_mask.field_paths) {
      const segments = splitFieldPath(path);
      if (!hasPathInProto(write.update.fields, segments)) {
        document.fields = withoutPath(document.fields, segments);
      }
    }
  }
  return result;
}

function hasPathInProto(fields, segments) {
  let current = fields;
  for (const [i, segment] of segments.entries()) {
    const value = current.get(segment);
    if (!value) return false;
    if (i === segments.length - 1) return true;
    if (!value.has_map_value) return false;
    current = value.map_value.fields;
  }
  return false;
}
