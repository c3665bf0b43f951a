export { createAiProvenance, type AiProvenance } from './ai-provenance.service';
export { hasC2pa } from './c2pa';
