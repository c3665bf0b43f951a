import { PhotoEditorScreen } from '@/features/image-tools/components/photo-editor-screen';
import { useCredits } from './use-credits';

export default function PhotoEditorRoute() {
  const { credits, refresh } = useCredits();
  return <PhotoEditorScreen credits={credits} onCreditsChanged={refresh} />;
}
