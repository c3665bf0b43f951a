import { paths } from '@/config/paths';

/** The action modes Firebase Auth e-mails carry, as the `mode` query parameter. */
const ACTION_MODES = [
  'resetPassword',
  'verifyEmail',
  'recoverEmail',
  'verifyAndChangeEmail',
] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

export interface ActionLink {
  /** Null for a mode this app does not handle (e.g. `signIn`). */
  mode: ActionMode | null;
  /** Firebase's one-time code; the spec's own reset links call it `token`. */
  oobCode: string;
  email: string;
  /** Where to go when done: the link's `continueUrl` when it is on this site, else login. */
  continuePath: string;
  /** The language Firebase wrote the e-mail in. */
  lang: string | undefined;
}

function isActionMode(mode: string): mode is ActionMode {
  return (ACTION_MODES as readonly string[]).includes(mode);
}

/** A path of this site from `continueUrl`; anything pointing elsewhere is ignored. */
function continuePathOf(continueUrl: string | null): string {
  if (!continueUrl) return paths.login;
  try {
    const url = new URL(continueUrl, window.location.origin);
    if (url.origin !== window.location.origin) return paths.login;
    return url.pathname + url.search + url.hash;
  } catch {
    return paths.login;
  }
}

/**
 * Reads the query of an Auth e-mail link. Firebase sends `mode`, `oobCode`, `continueUrl` and
 * `lang` to the customised action URL; a link without `mode` is the spec's reset link.
 */
export function readActionLink(params: URLSearchParams): ActionLink {
  const mode = params.get('mode') ?? 'resetPassword';
  return {
    mode: isActionMode(mode) ? mode : null,
    oobCode: params.get('oobCode') ?? params.get('token') ?? '',
    email: params.get('email') ?? '',
    continuePath: continuePathOf(params.get('continueUrl')),
    lang: params.get('lang') ?? undefined,
  };
}
