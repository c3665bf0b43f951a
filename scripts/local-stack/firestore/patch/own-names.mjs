/**
 * The package keeps projects, databases, collections and documents in plain objects and asks
 * `name in draft`, so an id such as `constructor` or `hasOwnProperty` finds Object.prototype's
 * member instead of a document, and the request never answers. Real Firestore takes any such
 * id. Each map is given a null prototype before the package looks a name up in it, so only
 * its own entries are found.
 */
const MAPS = [
  ['FirestoreState', 'getProject', 'projects'],
  ['FirestoreStateProject', 'getDatabase', 'databases'],
  ['FirestoreStateDatabase', 'getCollection', 'collections'],
  ['FirestoreStateCollection', 'getDocument', 'documents'],
  ['FirestoreStateDocument', 'getCollection', 'collections'],
];

export function lookUpOwnNamesOnly(pkg) {
  for (const [className, method, field] of MAPS) {
    const proto = pkg[className]?.prototype;
    const original = proto?.[method];
    if (typeof original !== 'function') {
      throw new Error(`${className}.${method} not found: did the package change?`);
    }
    proto[method] = function (...args) {
      const map = this[field];
      if (map && Object.getPrototypeOf(map) !== null) {
        this[field] = Object.assign(Object.create(null), map);
      }
      return original.apply(this, args);
    };
  }
}
