import { useParams } from 'react-router';
import { QuestionsScreen } from '@/features/client-questions/components/questions-screen';

/** /questions/{token}: the client answers the artist's questions, outside the shell. */
export default function QuestionsRoute() {
  const { token = '' } = useParams();
  return <QuestionsScreen token={token} />;
}
