import type {
  ColorScheme,
  GenerationType,
  PhotoOutputSize,
  UltraRealismStyle,
} from './generation-types';

/**
 * What a design is asked to be: written once, used by the provider port (functions/src/
 * adapters/ai-provider.ts), the job record (generation/jobs.repository.ts) and the start
 * operation (generation/start-generation.ts). A new option is one field here.
 */
export interface DesignOptions {
  generationType: GenerationType;
  prompt: string;
  style: string | null;
  colorScheme: ColorScheme;
  size: PhotoOutputSize;
  ultraRealismStyle?: UltraRealismStyle;
  ultraRealismColorEffect?: string;
}

/** Only the design's options of a larger record (a job, a request), the unset ones left out. */
export function designOptionsOf(from: DesignOptions): DesignOptions {
  return {
    generationType: from.generationType,
    prompt: from.prompt,
    style: from.style,
    colorScheme: from.colorScheme,
    size: from.size,
    ...(from.ultraRealismStyle ? { ultraRealismStyle: from.ultraRealismStyle } : {}),
    ...(from.ultraRealismColorEffect
      ? { ultraRealismColorEffect: from.ultraRealismColorEffect }
      : {}),
  };
}
