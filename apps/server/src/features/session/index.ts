// Session: login (password and Facebook), logout, reactivation, sessions and the login guard, the member's account
// row, their own profile and their permissions.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { loginGuardRepository } from './login-guard.repository.ts';
import { membersRepository } from './members.repository.ts';
import permissionRoutes from './permissions.routes.ts';
import profileRoutes from './profile.routes.ts';
import sessionRoutes from './session.routes.ts';
import { sessionsRepository } from './sessions.repository.ts';

export function sessionRepositories(db: Database) {
  return {
    members: membersRepository(db),
    sessions: sessionsRepository(db),
    loginGuard: loginGuardRepository(db),
  };
}

export default async function sessionFeatureRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(permissionRoutes);
}
