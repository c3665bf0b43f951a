import type { JobQueue } from '../adapters/firebase/job-queue';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { RunJobDeps } from '../jobs/deps';
import type { UsersService } from '../users/users.service';
import type { NamedArtistGuardDeps } from '../named-artists';

/** A design's job is delivered as every job is (RunJobDeps); starting one needs more. */
export interface GenerationDeps extends RunJobDeps {
  /** Decodes an uploaded sketch or photo in full before anything is charged. */
  imageOps: ImageOps;
  queue: JobQueue;
  users: UsersService;
  newId: () => string;
  /** Refuses a prompt that names a living artist, before anything is charged. */
  namedArtistGuard: NamedArtistGuardDeps;
}
