// Every query the routes run lives in a repository; routes never build SQL themselves.
import type { Database } from '../db/database.ts';
import { countersRepository } from './counters.ts';
import { discoveryRepositories } from './discovery.ts';
import { hotlistRepository } from './hotlist.ts';
import { loginGuardRepository } from './login-guard.ts';
import { logsRepository } from './logs.ts';
import { membersRepository } from './members.ts';
import { messagesRepository } from './messages.ts';
import { plansRepository } from './plans.ts';
import { sessionsRepository } from './sessions.ts';

export function createRepositories(db: Database) {
  return {
    members: membersRepository(db),
    sessions: sessionsRepository(db),
    loginGuard: loginGuardRepository(db),
    counters: countersRepository(db),
    logs: logsRepository(db),
    plans: plansRepository(db),
    messages: messagesRepository(db),
    hotlist: hotlistRepository(db),
    ...discoveryRepositories(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
