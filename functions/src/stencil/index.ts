export { linesOf, printStencil, transferAtPrintSize } from './print/export-stencil';
export { cropToInk } from './print/ink-box';
export { studioPrintDate } from './print/studio-print-date';
