import { defineConfig } from 'vitest/config';

// One runner, six projects (unit, web, deploy, integration, rules, e2e). `npm test` (scripts/test-all.mjs) runs them in order and starts the
// local stack for the ones that need it; see docs/testing.md.
// Node 20 lacks Map.groupBy and Object.groupBy, which vitest's failure summary uses.
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;
if (!('groupBy' in Map)) {
  const groupBy: GroupBy = (items, key) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      groups.set(k, [...(groups.get(k) ?? []), item]);
    }
    return groups;
  };
  Object.defineProperty(Map, 'groupBy', { value: groupBy, configurable: true });
}
if (!('groupBy' in Object)) {
  Object.defineProperty(Object, 'groupBy', {
    value: <T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey) =>
      Object.fromEntries((Map as unknown as { groupBy: GroupBy }).groupBy(items, key)),
    configurable: true,
  });
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'scripts/deploy/**'],
        },
      },
      './web',
      {
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['scripts/deploy/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 420_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['functions/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', 'functions/lib/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['test/rules/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.spec.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
