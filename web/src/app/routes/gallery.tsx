import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

export default function GalleryRoute() {
  return <GalleryScreen />;
}
