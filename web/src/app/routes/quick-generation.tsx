import { QuickGenerationScreen } from '@/features/generation/components/quick-generation-screen';
import { useCredits } from './use-credits';

export default function QuickGenerationRoute() {
  const { credits, refresh } = useCredits();
  return <QuickGenerationScreen credits={credits} onCreditsChanged={refresh} />;
}
