import { ManualPreviewScreen } from '@/features/body-preview/components/manual-preview-screen';
import { useEnhancedClients } from '@/features/clients/api/get-enhanced-clients';
import { GalleryPicker } from '@/features/gallery/components/gallery-picker';

export default function BodyPreviewManualRoute() {
  const clients = useEnhancedClients();
  return (
    <ManualPreviewScreen
      clients={(clients.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
      tattooPicker={(onPick) => (
        <GalleryPicker
          exclude={['body_preview', 'manual_body_preview']}
          onPick={(item) => onPick(item.imageUrl)}
        />
      )}
    />
  );
}
