import type { SessionUser } from '@iyl/core/auth/contract';
import type { Endpoint } from '@iyl/core/http/endpoint';
import type { FastifyInstance } from 'fastify';
import type { AppError } from './errors.ts';
import { isUuid } from './ids.ts';

/** How to tell whether a user may act on one record of a kind; declared once, by the feature that keeps the records. */
export type OwnershipRule =
  | {
      /** Whether the record is theirs (the coach's, the author's …): one query by primary key. */
      owns: (id: string, user: SessionUser) => Promise<boolean>;
      /**
       * The answer for a record that is not theirs: what the feature answers for one that does not
       * exist, so a refusal never tells that it does.
       */
      refused: () => AppError;
    }
  | {
      /**
       * The service's own statements are the check: every one of them names the record together with
       * its owner (`where id = $1 and user_id = $2`), so a lookup beforehand would only add a round
       * trip, and the refusal is the service's "not found".
       */
      scopedBy: 'service';
    };

export interface Ownership {
  /** The rule for a kind of record; a second rule for the same kind is an error (one rule, one place). */
  define(kind: string, rule: OwnershipRule): void;
  rule(kind: string): OwnershipRule | undefined;
  /** An endpoint that names a record of `owns.record`: its kind must have a rule by the time the app is ready. */
  require(endpoint: Endpoint): void;
  /** Passes, or throws the rule's refusal; a kind with no rule refuses everyone. */
  check(kind: string, id: unknown, user: SessionUser | null): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ownership: Ownership;
  }
}

function createOwnership(app: FastifyInstance): Ownership {
  const rules = new Map<string, OwnershipRule>();
  const required: { operationId: string; kind: string }[] = [];

  // Checked once every feature has had its say: an endpoint naming a kind no feature rules on would
  // otherwise let everyone in or no one, and either is found here rather than by a customer.
  app.addHook('onReady', async () => {
    const missing = required.filter(({ kind }) => !rules.has(kind));
    if (missing.length) {
      throw new Error(
        missing.map(({ operationId, kind }) => `${operationId} names a ${kind} record, and no feature declares who may act on one (ownership(app).define('${kind}', …))`).join('\n'),
      );
    }
  });

  return {
    define(kind, rule) {
      if (rules.has(kind)) throw new Error(`Ownership of ${kind} records is declared twice`);
      rules.set(kind, rule);
    },
    rule: (kind) => rules.get(kind),
    require(endpoint) {
      const { owns } = endpoint;
      if (!owns) return;
      if (!endpoint.path.split('/').includes(`:${owns.param}`)) {
        throw new Error(`${endpoint.operationId} names its ${owns.record} by :${owns.param}, which is not in its path ${endpoint.path}`);
      }
      required.push({ operationId: endpoint.operationId, kind: owns.record });
    },
    async check(kind, id, user) {
      const rule = rules.get(kind);
      if (!rule) throw new Error(`No ownership rule for ${kind} records`);
      if ('scopedBy' in rule) return;
      // Record ids are UUIDs: anything else names no record, and must not reach a uuid column.
      if (!user || typeof id !== 'string' || !isUuid(id) || !(await rule.owns(id, user))) throw rule.refused();
    },
  };
}

/** The app's ownership rules (made on first use, so the platform needs no list of features). */
export function ownership(app: FastifyInstance): Ownership {
  if (!app.hasDecorator('ownership')) app.decorate('ownership', createOwnership(app));
  return app.ownership;
}
