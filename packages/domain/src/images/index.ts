export * from './errors';
export * from './stencil-preset';
export * from './stencil-settings';
export * from './tool-errors';
export * from './check-image-file';
export * from './stencil-print';
export * from './sniff-image-type';
export * from './tool-responses';
