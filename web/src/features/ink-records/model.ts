import type { ApiSupply } from '@inkforge/domain';

/**
 * A supply as the screens' rules read it: the shelf's answer without what the rules derive
 * themselves (the status follows from the state, the expiry and the studio's today).
 */
export type Supply = Omit<ApiSupply, 'status' | 'createdAt'>;
