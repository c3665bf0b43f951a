// Mantine's Tooltip as a module of its own, for hover-tooltip.tsx to load when it is wanted.
export { Tooltip as default } from '@mantine/core';
