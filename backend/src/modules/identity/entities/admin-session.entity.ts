import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Admin sessions, shared by every API process (express-session with connect-pg-simple reads and
 * writes this table; the layout is the one that store expects).
 */
@Entity({ tableName: 'admin_sessions' })
@Index({ name: 'admin_sessions_expire_index', properties: ['expire'] })
export class AdminSession {
  @PrimaryKey({ type: 'text' })
  sid: string;

  @Property({ type: 'json' })
  sess: Record<string, unknown>;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expire: Date;

  constructor(sid: string, sess: Record<string, unknown>, expire: Date) {
    this.sid = sid;
    this.sess = sess;
    this.expire = expire;
  }
}
