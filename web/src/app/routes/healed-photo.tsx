import { useParams } from 'react-router';
import { HealedPhotoScreen } from '@/features/healed-photo/components/healed-photo-screen';

/** /healed/{token}: the client sends a photo of the healed tattoo, outside the shell. */
export default function HealedPhotoRoute() {
  const { token = '' } = useParams();
  return <HealedPhotoScreen token={token} />;
}
