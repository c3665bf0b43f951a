import { useState } from 'react';

/**
 * True from the first render in which `condition` holds, and from then on. A lazily loaded
 * dialog mounts when it is first needed and stays mounted, so its closing transition and focus
 * return still run.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
