import {
  CREDIT_PACKS,
  GENERATION_TYPES,
  IMAGE_TOOLS,
  PLANS,
  isPlanCode,
  type CreditAction,
  type GenerationType,
  type ImageToolId,
  type LedgerEntry,
} from '@inkforge/domain';

/** What a design is called in the history; design kinds are all "generation" in a refund. */
const DESIGNS: Record<GenerationType, string> = {
  prompt: 'Design',
  surprise: 'Surprise design',
  simple_tattoo: 'Simple tattoo design',
  flash_tattoo: 'Flash design',
  high_quality: 'High-quality design',
  ultra_realism: 'Ultra-realistic design',
  sketch: 'Design from a sketch',
  photo: 'Design from a photo',
};

/** Every action the ledger can name: a missing one fails the build (tools name theirs in their row). */
const ACTIONS: Record<CreditAction | 'job', string> = {
  ...DESIGNS,
  ...(Object.fromEntries(
    Object.entries(IMAGE_TOOLS).map(([id, tool]) => [id, tool.ledger]),
  ) as Record<ImageToolId, string>),
  manual_body_preview: 'Manual body preview',
  save_to_gallery: 'Save to gallery',
  brief: 'Consultation brief',
  concepts: 'Concept sketches',
  job: 'AI job',
};

const isAction = (reason: string): reason is keyof typeof ACTIONS => reason in ACTIONS;

/** A spend or refund for a design is keyed by its generation type. */
const DESIGN_ACTIONS = new Set<string>(GENERATION_TYPES);

const planName = (code: string) => (isPlanCode(code) ? PLANS[code].name : code);
const month = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { month: 'long' });
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function action(reason: string): string {
  return isAction(reason) ? ACTIONS[reason] : sentence(reason.replaceAll('_', ' '));
}

function refundLabel(reason: string): string {
  const [, what, outcome] = /^(\w+) (failed|not delivered)$/.exec(reason) ?? [];
  if (what && outcome) {
    const name = DESIGN_ACTIONS.has(what) ? 'generation' : action(what).toLowerCase();
    return `Refund: ${name} ${outcome}`;
  }
  if (reason === 'not queued') return 'Refund: could not start';
  return 'Refund';
}

function grantLabel(entry: LedgerEntry): string {
  const plan = /^(\w+) (monthly|yearly) credits$/.exec(entry.reason);
  if (plan?.[1]) return `${planName(plan[1])} plan, ${month(entry.createdAt)}`;
  const upgrade = /^upgrade (\w+) → (\w+)$/.exec(entry.reason);
  if (upgrade?.[2]) return `Upgrade to ${planName(upgrade[2])}`;
  const pack = CREDIT_PACKS.find((p) => p.code === entry.reason);
  if (pack) return `${pack.credits} credits pack`;
  return sentence(entry.reason);
}

const PROMPT_CHARS = 40;

/** A design named by its prompt, shortened to a line: Design 'koi in waves'. */
function designLabel(reason: string, prompt: string | undefined): string {
  const text = prompt?.trim().replace(/\s+/g, ' ');
  if (!text || !DESIGN_ACTIONS.has(reason)) return action(reason);
  const short = text.length > PROMPT_CHARS ? `${text.slice(0, PROMPT_CHARS - 1)}…` : text;
  return `Design '${short}'`;
}

/**
 * What a credit movement was for, in the artist's words ("Design 'koi in waves'", "Pro plan,
 * November", "Refund: generation failed"), from the reason the server recorded with it and, for
 * a design, its prompt (`prompts` by job id, the spend's key): never its id.
 */
export function creditEntryLabel(
  entry: LedgerEntry,
  prompts: ReadonlyMap<string, string> = new Map(),
): string {
  switch (entry.type) {
    case 'spend':
      return designLabel(entry.reason, prompts.get(entry.id));
    case 'refund':
      return refundLabel(entry.reason);
    case 'grant':
      return grantLabel(entry);
    case 'expire':
      return entry.reason === 'subscription ended'
        ? 'Plan ended: plan credits expired'
        : 'Unused plan credits expired';
    case 'clawback':
      return entry.reason === 'pack refunded'
        ? 'Credits pack refunded: credits taken back'
        : sentence(entry.reason);
    case 'note':
      return entry.reason;
  }
}

/**
 * An expiry of an empty bucket moves nothing (the first month's, or a month with every credit
 * spent): the server keeps it as the month's marker, the artist has nothing to read in it.
 */
export const isShownEntry = (entry: LedgerEntry) => entry.type !== 'expire' || entry.amount !== 0;
