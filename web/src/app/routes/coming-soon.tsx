import { ComingSoon } from '@/features/placeholder/components/coming-soon';

export default function ComingSoonRoute(props: { feature: string; description?: string }) {
  return <ComingSoon {...props} />;
}
