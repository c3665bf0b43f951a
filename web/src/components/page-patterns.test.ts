import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-utils' ? [] : sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Screens that still write their own h1 instead of `<PageHeader>`. The list only shrinks: a
 * screen moved onto the pattern leaves it (the test fails until its row goes), and a new screen
 * cannot join it.
 */
const OWN_H1 = [
  // The pattern itself and the signed-out legal pages' own layout.
  'components/page-header.tsx',
  'components/legal-document.tsx',
  // Signed-out pages: a centred card or the client's page under the artist's header.
  'features/auth/components/action-code-link.tsx',
  'features/auth/components/consent-form.tsx',
  'features/auth/components/invalid-link.tsx',
  'features/auth/components/login-screen.tsx',
  'features/auth/components/reset-password-form.tsx',
  'features/booking/components/booking-screen.tsx',
  'features/booking/components/deposit-screen.tsx',
  'features/booking/components/flash-booking-screen.tsx',
  'features/client-questions/components/questions-screen.tsx',
  'features/healed-photo/components/healed-photo-screen.tsx',
  'features/intake/components/approval-screen.tsx',
  'features/intake/components/intake-screen.tsx',
  'features/placeholder/components/not-found.tsx',
  'features/portal/components/portal-screen.tsx',
  'features/studio/components/join-screen.tsx',
  // Signed-in screens not moved yet.
  'features/billing/components/payment-result-screen.tsx',
  'features/billing/components/subscribe-screen.tsx',
  'features/dashboard/components/dashboard-overview.tsx',
];

/**
 * Dialogs with a red button of their own beside ConfirmDialog, which is the one place a
 * destructive action is confirmed. The list only shrinks, as the h1 list does.
 */
const OWN_DESTRUCTIVE_BUTTON = [
  'components/confirm-dialog.tsx',
  // A raw confirmation not moved yet: a required message, or a confirm shown only when allowed.
  'features/booking/components/decline-request-dialog.tsx',
  'features/portal/components/cancel-dialog.tsx',
  // A confirmation step inside a larger dialog.
  'features/clients/components/deposit-outcome-dialog.tsx',
  'features/ink-records/components/recall-dialog.tsx',
  // A red button that opens a ConfirmDialog, or acts at once.
  'features/calendar/components/intake-dialog.tsx',
  'features/clients/components/client-detail-dialog.tsx',
  'features/clients/components/edit-project-dialog.tsx',
];

function filesMatching(test: (source: string) => boolean): string[] {
  return sourceFiles(SRC)
    .filter((path) => test(readFileSync(path, 'utf8')))
    .map((path) => relative(SRC, path).split('\\').join('/'))
    .sort();
}

describe('one page header', () => {
  it('only the listed files write an h1 of their own; every other screen uses PageHeader', () => {
    const own = filesMatching((source) => /order=\{1\}|<h1[\s>]|component="h1"/.test(source));
    expect(own).toEqual([...OWN_H1].sort());
  });
});

describe('one confirmation dialog', () => {
  it('only the listed dialogs hold a red button; every other confirmation is ConfirmDialog', () => {
    const own = filesMatching(
      (source) => source.includes('<Modal') && /<Button\b[^>]*color="red"/.test(source),
    );
    expect(own).toEqual([...OWN_DESTRUCTIVE_BUTTON].sort());
  });
});
