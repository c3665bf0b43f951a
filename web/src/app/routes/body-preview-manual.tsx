import { ManualPreviewScreen } from '@/features/body-preview/components/manual-preview-screen';
import { GalleryPicker } from '@/features/gallery/components/gallery-picker';

export default function BodyPreviewManualRoute() {
  return (
    <ManualPreviewScreen
      tattooPicker={(onPick) => (
        <GalleryPicker
          exclude={['body_preview', 'manual_body_preview']}
          onPick={(item) => onPick(item.imageUrl)}
        />
      )}
    />
  );
}
