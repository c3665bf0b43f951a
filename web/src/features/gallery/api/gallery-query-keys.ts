export const galleryKeys = {
  items: ['gallery', 'items'] as const,
  limits: ['gallery', 'limits'] as const,
};
