import { AiGeneratorScreen } from '@/features/generation/components/ai-generator-screen';
import { useCredits } from './use-credits';

export default function AiGeneratorRoute() {
  const { credits, refresh } = useCredits();
  return <AiGeneratorScreen credits={credits} onCreditsChanged={refresh} />;
}
