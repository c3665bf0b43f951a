import type { AiStatus, DesignOptions, ErrorCode, GenerationType } from '@inkforge/domain';
import type { ModelUnavailableCause } from './ai-model-unavailable';
import type { ImageEditRequest } from './sharp/image-edit';

/** Everything a provider needs to draw one design: its options, and what to start from. */
export interface DesignRequest extends DesignOptions {
  /** Sketch and photo: the uploaded image the design starts from. */
  source?: { data: Buffer; contentType: string };
  /** Makes the offline provider reproducible; the job id in practice. */
  seed: string;
}

/** Whom a drawing call is for: their uid, which a live provider sends only as a hash. */
export interface ForCaller {
  caller: string;
}

export interface DesignImage {
  data: Buffer;
  contentType: 'image/png';
  /** The model that drew it, as the provider named it (gallery provenance); none offline. */
  model?: string;
  /** The offline engine's account of a prompt: what it drew, and the words it could not. */
  drawn?: DesignDrawn;
}

/** A live model draws a prompt as a whole; the offline engine draws named elements only. */
export interface DesignDrawn {
  elements: string[];
  notDrawn: string[];
}

/** Receives the partial images of a design while it forms (a live provider streams them). */
export type PartialImageSink = (partial: { data: Buffer; index: number }) => Promise<void> | void;

export type ModerationVerdict = { flagged: false } | { flagged: true; reason: string };

/**
 * Why a provider call failed. `retryable` failures (timeouts, 429, 5xx) are tried again by the
 * task queue; the others fail the job at once.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly moderationReason?: string,
    /** The call ran past its time budget and was abandoned. */
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A provider's answer, before anything is charged, to "can you do this edit?". */
export type EditVerdict =
  | { ok: true }
  | {
      ok: false;
      code: Extract<ErrorCode, 'OFFLINE_EDIT_UNSUPPORTED' | 'NO_SKIN_FOUND'>;
      message: string;
    };

/** One of the artist's own gallery images, sent to steer a concept (issue 46). */
export interface ReferenceImage {
  /** The gallery item's id: the name the image is sent under. */
  id: string;
  data: Buffer;
  contentType: string;
}

/** One low-cost concept thumbnail, drawn from a brief in the hand of the artist's references. */
export interface ConceptRequest {
  /** The whole prompt a model reads. */
  prompt: string;
  /** The brief's subject and style alone: what the offline engine draws from. */
  subject: string;
  style: string;
  colour: 'colour' | 'black_and_grey';
  /** The artist's own work only; empty: drawn from the prompt alone. */
  references: ReferenceImage[];
  /** Makes the offline provider reproducible. */
  seed: string;
}

/** What a call will draw: a design of a generation type, or an edit of an image. */
export type AiUse = { generationType: GenerationType } | 'edit';

/**
 * A provider's answer, before anything is charged, to "can you draw this?". The message names
 * what it cannot draw and says that nothing was charged.
 */
export type DesignVerdict = { ok: true } | { ok: false; message: string };

export interface AiProvider {
  /** `unconfigured`: production without an OpenAI key; every call is refused (503). */
  readonly name: 'openai' | 'offline' | 'unconfigured';
  /** Runs before anything is charged. */
  moderate(text: string): Promise<ModerationVerdict>;
  /** With `onPartial`, a provider that can stream passes on each partial image as it comes. */
  generate(request: DesignRequest & ForCaller, onPartial?: PartialImageSink): Promise<DesignImage>;
  /**
   * Asked before charging, so a design the provider cannot draw costs nothing. Only the offline
   * provider has subjects it cannot draw; a provider without this method draws every prompt.
   */
  checkDesign?(request: DesignRequest): Promise<DesignVerdict>;
  /**
   * Issue 46: a concept thumbnail at low cost, the references sent as reference images. A
   * provider without it draws no concepts (the route answers 503 before any charge).
   */
  drawConcept?(request: ConceptRequest & ForCaller): Promise<DesignImage>;
  /** Modify design, photo background removal and AI body preview (image tools, issue 5). */
  editImage(request: ImageEditRequest & ForCaller): Promise<DesignImage>;
  /**
   * Asked before charging, so an edit the provider cannot do costs nothing. Only the offline
   * provider has limits to declare; a provider without this method can do every edit.
   */
  checkEdit?(request: ImageEditRequest): Promise<EditVerdict>;
  /**
   * Asked before charging: is the model this use needs there? A provider without this method
   * has no models to lose.
   */
  modelAvailable?(
    use: AiUse,
  ): Promise<{ ok: true } | { ok: false; model: string; cause: ModelUnavailableCause }>;
  /** For admins: each role's configured model and whether it is served. */
  modelStatus?(): Promise<AiStatus['models']>;
}
