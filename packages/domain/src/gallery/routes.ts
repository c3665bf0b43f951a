import { answer, route } from '../api/route';
import {
  createGalleryItemRequestSchema,
  galleryListQuerySchema,
  galleryPublishRequestSchema,
  galleryUploadFieldsSchema,
  portfolioOrderRequestSchema,
  saveToGalleryRequestSchema,
  type GalleryItem,
  type GalleryLimits,
  type GalleryPage,
  type PortfolioOrder,
  type UploadImageAnswer,
} from './gallery-item';

/** The artist's gallery. Signed URLs expire: lists are never kept by a browser or a CDN. */
export const galleryRoutes = {
  list: route({
    method: 'GET',
    path: '/api/gallery',
    access: 'artist',
    query: galleryListQuerySchema,
    cache: 'no-store',
    answer: answer<GalleryPage>(),
  }),
  limits: route({
    method: 'GET',
    path: '/api/gallery/limits',
    access: 'artist',
    cache: 'no-store',
    answer: answer<GalleryLimits>(),
  }),
  portfolioOrder: route({
    method: 'GET',
    path: '/api/gallery/portfolio-order',
    access: 'artist',
    cache: 'no-store',
    answer: answer<PortfolioOrder>(),
  }),
  setPortfolioOrder: route({
    method: 'PUT',
    path: '/api/gallery/portfolio-order',
    access: 'artist',
    body: portfolioOrderRequestSchema,
    answer: answer<PortfolioOrder>(),
  }),
  add: route({
    method: 'POST',
    path: '/api/gallery',
    access: 'artist',
    body: createGalleryItemRequestSchema,
    status: 201,
    answer: answer<GalleryItem>(),
  }),
  saveResult: route({
    method: 'POST',
    path: '/api/ai/save-to-gallery',
    access: 'artist',
    body: saveToGalleryRequestSchema,
    status: 201,
    answer: answer<GalleryItem>(),
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/gallery/:id',
    access: 'artist',
    answer: answer<{ deleted: boolean }>(),
  }),
  publish: route({
    method: 'PUT',
    path: '/api/gallery/:id/public',
    access: 'artist',
    body: galleryPublishRequestSchema,
    answer: answer<GalleryItem>(),
  }),
  upload: route({
    method: 'POST',
    path: '/api/upload-image',
    access: 'artist',
    upload: { file: 'image', fields: galleryUploadFieldsSchema },
    answer: answer<UploadImageAnswer>(),
  }),
};
