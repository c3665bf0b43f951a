import { GalleryPicker } from '@/features/gallery/components/gallery-picker';
import { StencilScreen } from '@/features/stencils/components/stencil-screen';
import { useCredits } from './use-credits';

export default function StencilsRoute() {
  const { credits, refresh } = useCredits();
  return (
    <StencilScreen
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
