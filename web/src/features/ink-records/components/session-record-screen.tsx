import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ApiSessionRecord } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { useCalendar } from '@/lib/api/calendar';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useCycles } from '../api/get-cycles';
import { useSessionRecord } from '../api/get-session-record';
import { useSupplies } from '../api/get-supplies';
import { useSaveSessionRecord } from '../api/save-session-record';
import { previousSessionOf, readDeviceLastSet, rememberDeviceLastSet } from '../last-set';
import { PassportDownloadButton } from './passport-download-button';
import { RecordHistory } from './record-history';
import { SessionRecordForm, type SessionRecordValues } from './session-record-form';
import { PageHeader } from '@/components/page-header';

function valuesOf(record: ApiSessionRecord): Partial<SessionRecordValues> {
  return {
    supplyIds: record.supplies.map((s) => s.id),
    reasons: Object.fromEntries(
      record.supplies.filter((s) => s.reason).map((s) => [s.id, s.reason!]),
    ),
    placement: record.placement,
    cycleId: record.cycleId,
    notes: record.notes,
  };
}

/**
 * "Record inks & needles" of one appointment, made for a phone in the middle of a session:
 * the open shelf as large cards with the last set first, then Save. A saved record can be
 * corrected; each correction is a new version and the earlier ones are listed with their times.
 */
export function SessionRecordScreen({ appointmentId }: { appointmentId: string }) {
  const f = useStudioFormat();
  const record = useSessionRecord(appointmentId);
  const shelf = useSupplies('all');
  const cycles = useCycles();
  const calendar = useCalendar();
  const appointment = calendar.data?.find((a) => a.id === appointmentId);
  const previous = calendar.data ? previousSessionOf(calendar.data, appointmentId) : null;
  const previousRecord = useSessionRecord(previous?.id ?? null);
  const save = useSaveSessionRecord(appointmentId);

  const loading =
    record.isPending ||
    shelf.isPending ||
    cycles.isPending ||
    (previous && previousRecord.isPending);
  const failed = record.error ?? shelf.error ?? cycles.error;
  const lastSet = previousRecord.data?.supplies.map((s) => s.id) ?? readDeviceLastSet();

  return (
    <Stack maw={640} p={{ base: 0, sm: 'md' }}>
      <Anchor component={Link} to={paths.calendar} size="sm" className="touch-target">
        Back to the calendar
      </Anchor>
      <PageHeader
        title="Record inks & needles"
        description={
          appointment && (
            <Text>
              {appointment.clientName} · {appointment.title} ·{' '}
              {f.dateTime(appointment.appointmentDate)}
            </Text>
          )
        }
      />
      {failed && (
        <Alert color="red" title="Not loaded">
          {errorMessage(failed, 'The record could not be loaded. Please try again.')}
        </Alert>
      )}
      {loading && !failed && <Loader role="status" aria-label="Loading the shelf" />}
      {!loading && !failed && shelf.data && (
        <>
          {record.data && (
            <Group>
              <Text size="sm">
                Version {record.data.version} · recorded {f.dateTime(record.data.recordedAt)}
              </Text>
              <PassportDownloadButton appointmentId={appointmentId} />
            </Group>
          )}
          <SessionRecordForm
            key={record.data?.version ?? 0}
            shelf={shelf.data.supplies}
            lastSet={lastSet}
            cycles={(cycles.data ?? []).map((c) => ({
              id: c.id,
              label: `${c.machine} · cycle ${c.cycleNumber} · ${c.date}${c.result === 'fail' ? ' (failed)' : ''}`,
            }))}
            initial={
              record.data
                ? valuesOf(record.data)
                : { placement: previousRecord.data?.placement ?? '' }
            }
            today={shelf.data.today}
            saving={save.isPending}
            onSave={({ supplyIds, reasons, placement, cycleId, notes }) =>
              save.mutate(
                { supplyIds, reasons, placement, cycleId, notes },
                {
                  onSuccess: (saved) => {
                    rememberDeviceLastSet(supplyIds);
                    notifySuccess(
                      'Session recorded',
                      saved.version > 1
                        ? `Version ${saved.version} saved; the earlier one is kept.`
                        : 'The ink passport is on its way to the client.',
                    );
                  },
                  onError: (error) =>
                    notifyError('Not saved', errorMessage(error, 'Please try again.')),
                },
              )
            }
          />
          {record.data && <RecordHistory versions={record.data.versions} />}
        </>
      )}
    </Stack>
  );
}
