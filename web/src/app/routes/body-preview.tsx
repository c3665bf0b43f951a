import { AiPreviewScreen } from '@/features/body-preview/components/ai-preview-screen';
import { useEnhancedClients } from '@/features/clients/api/get-enhanced-clients';
import { GalleryPicker } from '@/features/gallery/components/gallery-picker';
import { useState } from 'react';
import { useCredits } from './use-credits';

export default function BodyPreviewRoute() {
  const { credits, refresh } = useCredits();
  const clients = useEnhancedClients();
  const [pickedId, setPickedId] = useState<string | null>(null);
  return (
    <AiPreviewScreen
      credits={credits}
      onCreditsChanged={refresh}
      clients={(clients.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
      tattooPicker={(onPick) => (
        <GalleryPicker
          exclude={['body_preview', 'manual_body_preview']}
          selectedId={pickedId}
          onPick={(item) => {
            setPickedId(item.id);
            onPick(item.imageUrl);
          }}
        />
      )}
    />
  );
}
