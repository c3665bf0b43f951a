import { spawnSync } from 'node:child_process';

/** The major version `java -version` reports, or 0 when there is no Java. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return 0;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return 0;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0_x".
  return major === 1 ? Number(match[2] ?? 0) : major;
}

/** The Firestore and Storage emulators' jars need Java 21 or newer. */
export function hasJava21() {
  return javaMajorVersion() >= 21;
}
