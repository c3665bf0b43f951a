import type { AiStatus } from '@inkforge/domain';
import type { AiProvider } from '../adapters/ai-provider';
import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import type { UsersService } from '../users/users.service';

export interface AiStatusDeps {
  ai: AiProvider;
  users: UsersService;
}

/** Admins only: each configured OpenAI model and whether OpenAI still serves it. */
export async function getAiStatus(deps: AiStatusDeps, caller: AuthContext): Promise<AiStatus> {
  const user = await deps.users.ensureCaller(caller);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN');
  return { provider: deps.ai.name, models: (await deps.ai.modelStatus?.()) ?? [] };
}
