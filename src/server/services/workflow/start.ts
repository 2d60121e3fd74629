import { nodeLevelOf } from '../../../shared/workflow-meta.js';
import { nowText, signTimestamp } from '../../../shared/time.js';
import type { EntitySchema } from '../../../shared/entity-meta.js';
import type { Db } from '../../db/connect.js';
import type { Row } from '../crud/types.js';
import type { Session } from '../session-service.js';
import { newId } from '../ids.js';
import { loadDefinition, nodeAtLevel } from './definitions.js';
import { openTask, type NewTask } from './tasks.js';
import { randomInt } from 'node:crypto';

// The last 4 digits of a process code: a sequence of this instance from a random start, so reports within one second
// never share a code here (a random number per report collided now and then), and two instances rarely meet.
let codeSequence = randomInt(0, 10000);
function nextCodeSuffix(): string {
  codeSequence = (codeSequence + 1) % 10000;
  return String(codeSequence).padStart(4, '0');
}

/** What an add of an entity with x-entity.process does besides the insert, all within its transaction. */
export interface AddHook {
  /** Before validation: a grid member's report belongs to their own grid when it names none. */
  prepare(body: Row): Row;
  /** After validation, before the insert: the code and the process columns the server owns. */
  beforeInsert(row: Row): void;
  /** After the insert, in the same transaction: the instance and its first task; answers the task for the push. */
  afterInsert(db: Db, row: Row): Promise<void>;
  /** After the commit: the task the instance waits at (its candidates get a reminder and a push). */
  opened(): { task: NewTask; title: string } | undefined;
}

export function processAddHook(schemaDir: string, entity: EntitySchema, session: Session): AddHook | undefined {
  const key = entity['x-entity'].process;
  if (!key) return undefined;
  const def = loadDefinition(schemaDir, key);
  const regionField = entity['x-entity'].regionScope;
  if (!regionField) throw new Error(`entity ${entity.$id} starts process ${key} but has no regionScope`);
  const own = session.user.regionCode ?? '';
  const ownLevel = nodeLevelOf(own);
  const startNode = (ownLevel && nodeAtLevel(def, ownLevel)) || def.nodes[0];
  const instanceId = newId();
  let first: { task: NewTask; title: string } | undefined;
  return {
    opened: () => first,
    prepare(body) {
      const region = body && typeof body === 'object' ? body[regionField] : undefined;
      if ((region === undefined || region === null || region === '') && ownLevel === 'grid') return { ...body, [regionField]: own };
      return body;
    },
    beforeInsert(row) {
      if (def.codeField) row[def.codeField] = `${def.codePrefix ?? ''}${signTimestamp()}${nextCodeSuffix()}`;
      Object.assign(row, { matterInstId: instanceId, procStatus: '1', currTaskNames: startNode.name, overdue: 0 });
    },
    async afterInsert(db, row) {
      const now = nowText();
      await db
        .insertInto('wf_instance')
        .values({
          id: instanceId,
          processKey: def.key,
          businessKey: String(row.id),
          title: def.titleField && typeof row[def.titleField] === 'string' ? String(row[def.titleField]).slice(0, 100) : null,
          regionCode: String(row[regionField]),
          status: '1',
          startUserId: session.user.id,
          startUserName: session.user.realname,
          startTime: now,
          currNodeIds: startNode.id,
        })
        .execute();
      const task = await openTask(db, instanceId, startNode, String(row[regionField]), { now });
      first = { task, title: def.titleField ? String(row[def.titleField] ?? '') : '' };
    },
  };
}
