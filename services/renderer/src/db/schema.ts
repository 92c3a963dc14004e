import { index, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

export const renderer = pgSchema('renderer');

/** One line per render: what came out and how long it took (for capacity planning and support). */
export const renders = renderer.table(
  'renders',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'pdf'>().notNull(),
    bytes: integer('bytes').notNull(),
    pages: integer('pages').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('renders_created_idx').on(t.createdAt)],
);
