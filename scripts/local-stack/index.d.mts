// Types for the TypeScript callers of startStack (the e2e files that start their own stack).
export type StackPorts = Record<
  | 'hosting'
  | 'functions'
  | 'auth'
  | 'firestore'
  | 'storage'
  | 'tasks'
  | 'hub'
  | 'logging'
  | 'vite'
  | 'smtp'
  | 'mailInbox'
  | 'smsInbox',
  number
>;

export interface StackOptions {
  build?: boolean;
  seed?: boolean;
  dev?: boolean;
  log?: 'inherit' | 'file';
  forceOffline?: boolean;
  ports?: Partial<StackPorts>;
  /** Extra variables for the emulators (and so the functions); the stack's addresses win. */
  env?: Record<string, string>;
}

export interface Stack {
  urls: {
    app: string;
    api: string;
    functions: string;
    auth: string;
    firestore: string;
    storage: string;
    mailInbox: string;
    smsInbox: string;
    dev?: string;
  };
  env: Record<string, string>;
  ports: StackPorts;
  firestoreKind: 'emulator' | 'offline';
  stop(): Promise<void>;
}

export function startStack(options?: StackOptions): Promise<Stack>;
