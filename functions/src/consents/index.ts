export type { ConsentsService } from './consents.service';
