import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast';
import { cssVariablesResolver, theme } from './theme';

const light = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).light;

describe('the theme’s text colours on white', () => {
  it.each<[`--${string}`, string]>([
    ['--mantine-color-dimmed', 'secondary lines, hints and timestamps'],
    ['--mantine-color-placeholder', 'placeholders such as "Pick a file"'],
    ['--mantine-color-error', 'field errors such as "Email is required."'],
  ])('%s (%s) reads at 4.5:1', (variable) => {
    const colour = light[variable] ?? '';
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
