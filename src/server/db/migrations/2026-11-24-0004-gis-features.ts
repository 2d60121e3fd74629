import type { Kysely } from 'kysely';

// Frozen: one drawn shape per region or grid (GeoJSON MultiPolygon text), with its area computed by the server,
// its bounding box for lookups by location, and a version for saves based on a stale copy. Never import app code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('t_gis_feature')
    .ifNotExists()
    .addColumn('region_code', 'varchar(15)', (c) => c.primaryKey())
    .addColumn('layer_json', 'text', (c) => c.notNull())
    .addColumn('area', 'double precision', (c) => c.notNull())
    .addColumn('min_x', 'double precision', (c) => c.notNull())
    .addColumn('min_y', 'double precision', (c) => c.notNull())
    .addColumn('max_x', 'double precision', (c) => c.notNull())
    .addColumn('max_y', 'double precision', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('update_by', 'varchar(50)')
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await db.schema.createIndex('ix_t_gis_feature_box').ifNotExists().on('t_gis_feature').columns(['min_x', 'max_x', 'min_y', 'max_y']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('t_gis_feature').ifExists().execute();
}
