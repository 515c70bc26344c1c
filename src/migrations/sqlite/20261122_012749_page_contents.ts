import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_page_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`anchor_name\` text,
  	\`template\` text,
  	\`hidden\` integer DEFAULT false,
  	\`start_time\` text,
  	\`end_time\` text,
  	\`text_colour\` text,
  	\`background_colour\` text,
  	\`full_width\` integer DEFAULT false,
  	\`padding_top\` numeric,
  	\`padding_right\` numeric,
  	\`padding_bottom\` numeric,
  	\`padding_left\` numeric,
  	\`margin_top\` numeric,
  	\`margin_right\` numeric,
  	\`margin_bottom\` numeric,
  	\`margin_left\` numeric,
  	\`background_image_id\` integer,
  	\`background_opacity\` text DEFAULT '100',
  	\`background_saturation\` text DEFAULT '100',
  	\`background_fixed\` integer DEFAULT false,
  	\`background_video\` text,
  	\`animation_type\` text DEFAULT 'none',
  	\`animation_easing\` text DEFAULT 'ease',
  	\`animation_offset\` numeric DEFAULT 120,
  	\`animation_duration\` numeric DEFAULT 400,
  	\`animation_delay\` numeric DEFAULT 0,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_page_contents_order_idx\` ON \`pages_page_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_page_contents_parent_id_idx\` ON \`pages_page_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_page_contents_background_background_image_idx\` ON \`pages_page_contents\` (\`background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_page_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`anchor_name\` text,
  	\`template\` text,
  	\`hidden\` integer DEFAULT false,
  	\`start_time\` text,
  	\`end_time\` text,
  	\`text_colour\` text,
  	\`background_colour\` text,
  	\`full_width\` integer DEFAULT false,
  	\`padding_top\` numeric,
  	\`padding_right\` numeric,
  	\`padding_bottom\` numeric,
  	\`padding_left\` numeric,
  	\`margin_top\` numeric,
  	\`margin_right\` numeric,
  	\`margin_bottom\` numeric,
  	\`margin_left\` numeric,
  	\`background_image_id\` integer,
  	\`background_opacity\` text DEFAULT '100',
  	\`background_saturation\` text DEFAULT '100',
  	\`background_fixed\` integer DEFAULT false,
  	\`background_video\` text,
  	\`animation_type\` text DEFAULT 'none',
  	\`animation_easing\` text DEFAULT 'ease',
  	\`animation_offset\` numeric DEFAULT 120,
  	\`animation_duration\` numeric DEFAULT 400,
  	\`animation_delay\` numeric DEFAULT 0,
  	\`_uuid\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_page_contents_order_idx\` ON \`_pages_v_version_page_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_page_contents_parent_id_idx\` ON \`_pages_v_version_page_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_page_contents_background_background_ima_idx\` ON \`_pages_v_version_page_contents\` (\`background_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_page_contents\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_page_contents\`;`)
}
