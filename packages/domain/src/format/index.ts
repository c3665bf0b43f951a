export * from './dates';
export * from './money';
export * from './studio-format';
export * from './studio-formatters';
export * from './minimum-charge';
export * from './whole-words';
export * from './format-schemas';
