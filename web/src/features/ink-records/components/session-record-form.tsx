import { Box, Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Supply } from '../model';
import { missingReasons, pickerOrder, sameAsLastTime } from '../record-picker';
import { SupplyPicker } from './supply-picker';

export interface SessionRecordValues {
  supplyIds: string[];
  /** Why an expired or recalled supply was used, by its id. */
  reasons: Record<string, string>;
  placement: string;
  cycleId: string | null;
  notes: string | null;
}

interface Props {
  shelf: readonly Supply[];
  /** The supply ids of the artist's last recorded session, in its order. */
  lastSet: readonly string[];
  cycles: readonly { id: string; label: string }[];
  /** The record being corrected, else the suggestions (placement from the booking). */
  initial: Partial<SessionRecordValues>;
  today: string;
  saving: boolean;
  onSave: (values: SessionRecordValues) => void;
}

/**
 * The session's inks and needles in two taps on a phone: "Same as last time" (or one ink),
 * then Save. Placement and cycle come filled in where they are known.
 */
export function SessionRecordForm({
  shelf,
  lastSet,
  cycles,
  initial,
  today,
  saving,
  onSave,
}: Props) {
  const [picked, setPicked] = useState<string[]>(initial.supplyIds ?? []);
  const [reasons, setReasons] = useState<Record<string, string>>(initial.reasons ?? {});
  const [placement, setPlacement] = useState(initial.placement ?? '');
  const [cycleId, setCycleId] = useState(initial.cycleId ?? '');
  const [notes, setNotes] = useState(initial.notes ?? '');
  const [tried, setTried] = useState(false);
  const offered = pickerOrder(shelf, lastSet, today);
  const lastSetAvailable = sameAsLastTime(shelf, lastSet);
  const missing = missingReasons(shelf, picked, reasons, today);
  const noSupply = picked.length === 0;
  const noPlacement = !placement.trim();

  const toggle = (id: string) =>
    setPicked((now) => (now.includes(id) ? now.filter((p) => p !== id) : [...now, id]));

  const save = () => {
    setTried(true);
    if (missing.length > 0 || noSupply || noPlacement) return;
    onSave({
      supplyIds: picked,
      reasons: Object.fromEntries(
        picked.filter((id) => reasons[id]).map((id) => [id, reasons[id]!.trim()]),
      ),
      placement: placement.trim(),
      cycleId: cycleId || null,
      notes: notes.trim() || null,
    });
  };

  return (
    <Stack>
      {lastSetAvailable.length > 0 && (
        <Button size="lg" variant="light" onClick={() => setPicked(lastSetAvailable)}>
          Same as last time ({lastSetAvailable.length})
        </Button>
      )}
      <SupplyPicker
        supplies={offered}
        picked={picked}
        reasons={reasons}
        reasonErrors={new Set(tried ? missing.map((s) => s.id) : [])}
        today={today}
        onToggle={toggle}
        onReason={(id, reason) => setReasons((now) => ({ ...now, [id]: reason }))}
      />
      {tried && noSupply && <div role="alert">Pick the inks and needles used in this session.</div>}
      <TextInput
        label="Placement"
        required
        value={placement}
        onChange={(e) => setPlacement(e.currentTarget.value)}
        error={tried && noPlacement ? 'Say where the tattoo is.' : undefined}
        maxLength={200}
      />
      <NativeSelect
        label="Steriliser cycle"
        description="The autoclave cycle of any reusable instrument"
        value={cycleId}
        onChange={(e) => setCycleId(e.currentTarget.value)}
        data={[
          { value: '', label: 'No reusable instrument' },
          ...cycles.map((c) => ({ value: c.id, label: c.label })),
        ]}
      />
      <Textarea
        label="Notes"
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
      />
      {/* Save stays under the thumb however long the shelf is: the second tap needs no scroll. */}
      <Box pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 1 }}>
        <Button size="lg" fullWidth onClick={save} loading={saving}>
          Save
        </Button>
      </Box>
    </Stack>
  );
}
