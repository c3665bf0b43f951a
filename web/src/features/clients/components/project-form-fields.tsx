import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  BODY_PLACEMENTS,
  choiceOptions,
  PROJECT_SIZES,
  PROJECT_STATUSES,
  type ApiProject,
  type UpdateProjectRequest,
} from '@inkforge/domain';
import { optionalAmount } from '@/components/appointment-fields';
import { useStudioFormat } from '@/lib/studio-format';

/** A project as the New and Edit dialogs hold it (numbers as typed: '' is absent). */
export interface ProjectFormValues {
  title: string;
  description: string;
  bodyPlacement: string;
  size: string;
  style: string;
  estimatedHours: number | string;
  actualHours: number | string;
  estimatedPrice: number | string;
  finalPrice: number | string;
  notes: string;
  status: string;
}

export const EMPTY_PROJECT: ProjectFormValues = {
  title: '',
  description: '',
  bodyPlacement: '',
  size: '',
  style: '',
  estimatedHours: '',
  actualHours: '',
  estimatedPrice: '',
  finalPrice: '',
  notes: '',
  status: 'consultation',
};

const typed = (value: number | undefined) => value ?? '';

export function projectValues(p: ApiProject): ProjectFormValues {
  return {
    title: p.title,
    description: p.description ?? '',
    bodyPlacement: p.bodyPlacement ?? '',
    size: p.size ?? '',
    style: p.style ?? '',
    estimatedHours: typed(p.estimatedHours),
    actualHours: typed(p.actualHours),
    estimatedPrice: typed(p.estimatedPrice),
    finalPrice: typed(p.finalPrice),
    notes: p.notes ?? '',
    status: p.status,
  };
}

/**
 * The request body: empty values absent. Hours go as typed: the server refuses
 * 3.7 estimated hours with a message instead of the form rounding them silently.
 */
export function projectRequest(v: ProjectFormValues): UpdateProjectRequest {
  return {
    ...v,
    title: v.title.trim(),
    estimatedHours: optionalAmount(v.estimatedHours),
    actualHours: optionalAmount(v.actualHours),
    estimatedPrice: optionalAmount(v.estimatedPrice),
    finalPrice: optionalAmount(v.finalPrice),
  };
}

interface Props {
  values: ProjectFormValues;
  onChange: (values: ProjectFormValues) => void;
  /** New projects start in consultation; status, actual hours and final price come later. */
  editing: boolean;
}

export function ProjectFormFields({ values, onChange, editing }: Props) {
  const set = (patch: Partial<ProjectFormValues>) => onChange({ ...values, ...patch });
  const f = useStudioFormat();
  return (
    <Stack>
      <TextInput
        label="Title"
        required
        value={values.title}
        onChange={(e) => set({ title: e.currentTarget.value })}
      />
      <Textarea
        label="Description"
        value={values.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {editing && (
          <Select
            label="Status"
            data={choiceOptions(PROJECT_STATUSES)}
            allowDeselect={false}
            value={values.status}
            onChange={(v) => set({ status: v ?? 'consultation' })}
          />
        )}
        <Select
          label="Body Placement"
          data={[...BODY_PLACEMENTS]}
          clearable
          value={values.bodyPlacement || null}
          onChange={(v) => set({ bodyPlacement: v ?? '' })}
        />
        <Select
          label="Size"
          data={choiceOptions(PROJECT_SIZES)}
          clearable
          value={values.size || null}
          onChange={(v) => set({ size: v ?? '' })}
        />
        <TextInput
          label="Style"
          value={values.style}
          onChange={(e) => set({ style: e.currentTarget.value })}
        />
        <NumberInput
          label="Estimated hours"
          description="Whole hours"
          min={0}
          step={1}
          value={values.estimatedHours}
          onChange={(v) => set({ estimatedHours: v })}
        />
        <NumberInput
          label={`Estimated Price (${f.symbol})`}
          min={0}
          step={0.01}
          value={values.estimatedPrice}
          onChange={(v) => set({ estimatedPrice: v })}
        />
        {editing && (
          <NumberInput
            label="Actual hours"
            description="Hours worked, e.g. 5.25"
            min={0}
            step={0.25}
            value={values.actualHours}
            onChange={(v) => set({ actualHours: v })}
          />
        )}
        {editing && (
          <NumberInput
            label={`Final Price (${f.symbol})`}
            min={0}
            step={0.01}
            value={values.finalPrice}
            onChange={(v) => set({ finalPrice: v })}
          />
        )}
      </SimpleGrid>
      <Textarea
        label="Notes"
        value={values.notes}
        onChange={(e) => set({ notes: e.currentTarget.value })}
      />
    </Stack>
  );
}
