import { localStorageColorSchemeManager } from '@mantine/core';

/** Light, dark or the system's: the artist's choice in Settings, remembered on this device. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'inkforge-color-scheme' });

// A client's pages carry the artist's own accent, checked for contrast on white: always light.
const CLIENT_PAGES = [
  '/intake/',
  '/approve/',
  '/book/',
  '/flash/',
  '/deposit/',
  '/healed/',
  '/bookings/',
];

export function isClientPage(pathname: string): boolean {
  return CLIENT_PAGES.some(
    (prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length,
  );
}
