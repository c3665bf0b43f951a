/**
 * One badge set: what a status means picks its palette, never the screen. Paid and booked are
 * done and well, waiting wants a look, refused or missed is a problem, the rest is a fact.
 */
export const STATUS_TONES = {
  success: 'teal',
  warning: 'orange',
  danger: 'red',
  info: 'blue',
  neutral: 'gray',
  accent: 'cinnabar',
} as const;

export type StatusTone = keyof typeof STATUS_TONES;
