import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/** Raw bytes (PostgreSQL bytea): a re-encoded picture. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The marketing surface's pictures (issue 28, docs/decisions/107-marketing-banners.md): one row per upload
 * that passed the checks, its files in `marketing_image_files`. In the database, not a folder, so every
 * process of the site serves every picture without a shared disk.
 */
export const marketingImages = pgTable('marketing_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Sides after re-encoding (EXIF rotation applied), pixels. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The uploaded file's name and SHA-256, for the audit log. */
  fileName: text('file_name').notNull(),
  sha256: text('sha256').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One encoding of a picture at one width: what /media/… serves, immutable. */
export const marketingImageFiles = pgTable(
  'marketing_image_files',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => marketingImages.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').notNull(),
    bytes: bytes('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.width, t.format] }),
    check('marketing_image_files_format_check', sql`${t.format} in ('webp', 'jpeg')`),
  ],
);

/**
 * A banner: a picture, a link on this site, a schedule, an order, and where it shows (the landing's and
 * home's carousel, or the popup after sign-in).
 */
export const marketingBanners = pgTable(
  'marketing_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    href: text('href').notNull(),
    placement: text('placement').notNull().default('carousel'),
    imageId: uuid('image_id')
      .notNull()
      .references(() => marketingImages.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** null: until taken down. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('marketing_banners_schedule_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('marketing_banners_placement_check', sql`${t.placement} in ('carousel', 'signin')`),
    index('marketing_banners_live_idx').on(t.sortOrder, t.startsAt),
  ],
);

/**
 * The sign-in popup each member was shown, one a Bangkok day at most: the primary key is the rule, so two
 * devices signing in at once get one popup between them.
 */
export const marketingPopupViews = pgTable(
  'marketing_popup_views',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day').notNull(),
    /** No reference: a popup taken down still counts as the day's one. */
    bannerId: uuid('banner_id').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
