export { linesOf, printStencil } from './print/export-stencil';
export { cropToInk } from './print/ink-box';
