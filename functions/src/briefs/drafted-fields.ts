import type { Brief } from '@inkforge/domain';

/** What a drafter (the model or the rules) writes; the estimate and the dates come after. */
export type DraftedFields = Pick<
  Brief,
  'subject' | 'style' | 'placement' | 'sizeCm' | 'colour' | 'questions'
>;
