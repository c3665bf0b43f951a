import { GalleryPicker } from '@/features/gallery/components/gallery-picker';
import { ModifyDesignScreen } from '@/features/image-tools/components/modify-design-screen';
import { useCredits } from './use-credits';

export default function ModifyDesignRoute() {
  const { credits, refresh } = useCredits();
  return (
    <ModifyDesignScreen
      credits={credits}
      onCreditsChanged={refresh}
      galleryPicker={(onPick) => (
        <GalleryPicker
          exclude={['body_preview', 'manual_body_preview']}
          onPick={(item) => onPick(item.imageUrl)}
        />
      )}
    />
  );
}
