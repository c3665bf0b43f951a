import type { StencilPreset } from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';

/** The seeded `stencilPresets` collection (emulator-data/stencil-presets.json). */
export async function listStencilPresets(db: Firestore): Promise<StencilPreset[]> {
  const snapshot = await db.collection('stencilPresets').get();
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        name: String(data.name ?? doc.id),
        description: String(data.description ?? ''),
        recommendedFor: String(data.recommendedFor ?? ''),
        settings: (data.settings ?? {}) as StencilPreset['settings'],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
