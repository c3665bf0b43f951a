import { useParams } from 'react-router';
import { SessionRecordScreen } from '@/features/ink-records/components/session-record-screen';

/** /appointments/{id}/record: the inks and needles of one session (issue 45). */
export default function SessionRecordRoute() {
  const { id = '' } = useParams();
  return <SessionRecordScreen appointmentId={id} />;
}
