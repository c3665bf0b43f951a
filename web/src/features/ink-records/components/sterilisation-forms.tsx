import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useCreateCycle } from '../api/create-cycle';
import { useCreateSporeTest } from '../api/create-spore-test';

const RESULTS = [
  { value: 'pass', label: 'Pass' },
  { value: 'fail', label: 'Fail' },
];

/** Logs one autoclave cycle: machine, cycle number, date, result and who ran it. */
export function CycleForm({ today }: { today: string }) {
  const create = useCreateCycle();
  const [v, setV] = useState({
    machine: '',
    cycleNumber: '',
    date: today,
    result: 'pass',
    operator: '',
  });
  const set =
    (name: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setV((now) => ({ ...now, [name]: e.currentTarget.value }));
  return (
    <form
      noValidate
      aria-label="Log a cycle"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          { ...v, result: v.result as 'pass' | 'fail' },
          {
            onSuccess: (c) => {
              notifySuccess('Cycle logged', `${c.machine} · cycle ${c.cycleNumber}`);
              setV((now) => ({ ...now, cycleNumber: '' }));
            },
          },
        );
      }}
    >
      <Stack gap="xs">
        <Group grow align="flex-start">
          <TextInput
            label="Machine"
            required
            value={v.machine}
            onChange={set('machine')}
            maxLength={80}
          />
          <TextInput
            label="Cycle number"
            required
            value={v.cycleNumber}
            onChange={set('cycleNumber')}
            maxLength={40}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput label="Date" type="date" required value={v.date} onChange={set('date')} />
          <NativeSelect label="Result" value={v.result} onChange={set('result')} data={RESULTS} />
          <TextInput
            label="Run by"
            required
            value={v.operator}
            onChange={set('operator')}
            maxLength={80}
          />
        </Group>
        {create.error && (
          <div role="alert">{errorMessage(create.error, 'Not saved. Please try again.')}</div>
        )}
        <Button type="submit" loading={create.isPending}>
          Log cycle
        </Button>
      </Stack>
    </form>
  );
}

/** Logs one spore test: a lab's or a self-test, with its result. */
export function SporeTestForm({ today }: { today: string }) {
  const create = useCreateSporeTest();
  const [v, setV] = useState({ machine: '', date: today, kind: 'lab', lab: '', result: 'pass' });
  const set =
    (name: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setV((now) => ({ ...now, [name]: e.currentTarget.value }));
  return (
    <form
      noValidate
      aria-label="Log a spore test"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          {
            machine: v.machine,
            date: v.date,
            kind: v.kind as 'lab' | 'self',
            lab: v.kind === 'lab' ? v.lab : null,
            result: v.result as 'pass' | 'fail',
          },
          { onSuccess: (t) => notifySuccess('Spore test logged', `${t.machine} · ${t.result}`) },
        );
      }}
    >
      <Stack gap="xs">
        <Group grow align="flex-start">
          <TextInput
            label="Machine"
            required
            value={v.machine}
            onChange={set('machine')}
            maxLength={80}
          />
          <TextInput label="Date" type="date" required value={v.date} onChange={set('date')} />
        </Group>
        <Group grow align="flex-start">
          <NativeSelect
            label="Test"
            value={v.kind}
            onChange={set('kind')}
            data={[
              { value: 'lab', label: 'Lab' },
              { value: 'self', label: 'Self-test' },
            ]}
          />
          {v.kind === 'lab' && (
            <TextInput label="Lab" value={v.lab} onChange={set('lab')} maxLength={120} />
          )}
          <NativeSelect label="Result" value={v.result} onChange={set('result')} data={RESULTS} />
        </Group>
        {create.error && (
          <div role="alert">{errorMessage(create.error, 'Not saved. Please try again.')}</div>
        )}
        <Button type="submit" loading={create.isPending}>
          Log spore test
        </Button>
      </Stack>
    </form>
  );
}
