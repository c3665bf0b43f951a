import type { ComponentType } from 'react';

/** The texts feature's thread, handed in by the route that composes both features (issue 44). */
export type ClientMessagesComponent = ComponentType<{ clientId: string; clientName: string }>;
