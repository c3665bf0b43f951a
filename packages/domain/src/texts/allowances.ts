/**
 * Segments a plan includes each calendar month (issue 44: free 0, basic 100, pro 300, premium
 * 1,000). Beyond them the artist chooses: pause texts and use e-mail, or 1 credit a segment.
 */
export const TEXT_ALLOWANCES = { free: 0, basic: 100, pro: 300, premium: 1000 } as const;

export const CREDITS_PER_TEXT_SEGMENT = 1;

export const OVER_ALLOWANCE_CHOICES = ['pause', 'credits'] as const;
export type OverAllowance = (typeof OVER_ALLOWANCE_CHOICES)[number];

/** The plan's allowance; an unknown plan or a lapsed one is the free plan's. */
export function textAllowanceOf(plan: string | null | undefined): number {
  return plan && plan in TEXT_ALLOWANCES
    ? TEXT_ALLOWANCES[plan as keyof typeof TEXT_ALLOWANCES]
    : 0;
}

/** The usage counter's month (`YYYY-MM`, UTC): the allowance renews on the first. */
export function textUsageMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}
